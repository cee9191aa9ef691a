//! Build script: the crate embeds `i18n/` (and later `lessons/`) with `include_dir!`, which does
//! not tell Cargo about the files it reads. Rerunning this script whenever those folders change
//! (including files being added or removed) forces the crate to be recompiled with fresh data.

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed=i18n");
    println!("cargo:rerun-if-changed=lessons");
}
