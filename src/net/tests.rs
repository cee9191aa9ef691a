//! Unit tests of the room model are in room_tests.rs.
