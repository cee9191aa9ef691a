//! Issue 68: the room screen says when the server cannot save its game (a full disk), in
//! zh, ko and en, and stops saying it when the disk frees.

use crate::i18n::Message;
use crate::learner::settings::BoardStyle;
use crate::net::protocol::{NotSaved, SaveProblem};
use crate::net::{Config as ServerConfig, Server, WriteFault};
use crate::tests::tui_common::{draw, from_column, squeeze};
use crate::tests::tui_room::{app_in, hosted_in, l10n, shown, until};
use crate::tui::app::App;
use crate::tui::layout;
use crate::tui::screens::play::view::not_saved_message;

/// The side panel at 120 x 40 (room for the notice), without whitespace.
fn side(a: &mut App) -> String {
    let screen = draw(a, 120, 40);
    let body = layout::chrome(ratatui::layout::Rect::new(0, 0, 120, 40)).body;
    let x = layout::board_split(body, BoardStyle::Glyphs).side.x as usize;
    squeeze(&from_column(&screen, x))
}

#[test]
fn the_room_screen_says_the_server_cannot_save_in_three_languages() {
    for lang in ["zh", "ko", "en"] {
        let dir = tempfile::tempdir().unwrap();
        let fault = WriteFault::default();
        fault.set(Some(libc::ENOSPC));
        let mut c = ServerConfig::new("127.0.0.1:0".parse().unwrap(), dir.path().to_path_buf());
        c.workers = 1;
        c.write_fault = fault.clone();
        let server = Server::bind(c).expect("a full disk does not stop the server");
        let url = format!("ws://{}/ws", server.addr());
        let l = l10n(lang);
        let full = l.format(&not_saved_message(&NotSaved {
            reason: SaveProblem::DiskFull,
            detail: String::new(),
        }));
        let home = tempfile::tempdir().unwrap();
        let (mut a, _) = hosted_in(app_in(lang, home.path()), lang, &url, "Ana");
        until(&mut [&mut a], "the notice", |a| {
            side(a).contains(&shown(lang, &full))
        });
        let disk_full = l.format(&Message::new("net-not-saved-disk-full"));
        assert!(full.contains(&disk_full), "{lang}: {full}");
        // The disk frees: the server probes it and tells the room.
        fault.set(None);
        until(&mut [&mut a], "the notice gone", |a| {
            !side(a).contains(&shown(lang, &full))
        });
    }
}
