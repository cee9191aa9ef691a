fn main() {
    std::process::exit(janggi_tutor::cli::main());
}
