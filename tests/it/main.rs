//! The integration tests, as one crate: the library is linked once, not once per file.

mod class;
mod cli_args_os;
mod cli_engine;
mod cli_json;
mod cli_lang;
mod cli_options;
mod common;
mod explain;
mod faq_cli;
mod fsf_vectors;
mod game_cli;
mod handout;
mod lesson_cli;
mod lobby;
mod message_ids;
mod net;
mod perft;
mod properties;
mod records;
mod records_cli;
mod records_forms;
mod reliability;
mod search;
mod strategy;
mod terminal;
mod uci;
