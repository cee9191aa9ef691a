//! Build script: the crate embeds `i18n/` and `lessons/` (lessons and FAQ) with `include_dir!`,
//! which on stable Rust does not tell Cargo about the files it reads. A `rerun-if-changed` on a
//! folder makes Cargo scan it whole, so an edited, added or removed file recompiles the crate.

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed=i18n");
    println!("cargo:rerun-if-changed=lessons");
}
