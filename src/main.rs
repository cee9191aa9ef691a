fn main() -> std::process::ExitCode {
    janggi_tutor::cli::main()
}
