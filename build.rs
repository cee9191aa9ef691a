//! Build script: the crate embeds `i18n/`, `lessons/` (lessons and FAQ) and `src/net/web/`
//! (the room server's browser page) with `include_dir!`,
//! which on stable Rust does not tell Cargo about the files it reads. A `rerun-if-changed` on a
//! folder makes Cargo scan it whole, so an edited, added or removed file recompiles the crate.

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed=i18n");
    println!("cargo:rerun-if-changed=lessons");
    // The browser page the room server embeds (`src/net/http.rs`).
    println!("cargo:rerun-if-changed=src/net/web");
}
