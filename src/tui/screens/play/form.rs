//! The new-game form: what `GameOptions` the next game gets (against the computer, or
//! between two people on one screen).

use std::time::Duration;

use crate::net::protocol::SideChoice;
use crate::play::clock::TimeControl;
use crate::play::goals::Goal;
use crate::play::session::{Friend, GameOptions};
use crate::rules::{Color, Formation, RuleSet};
use crate::search::Level;

use super::goal;

/// The rows of the setup form, in order.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum SetupRow {
    /// Who the opponent is: the computer or another person on this screen.
    Against,
    /// A friend game: the first and the second player's names.
    NameOne,
    NameTwo,
    /// A friend game: which of the two plays Cho.
    ChoPlayer,
    /// A friend game: the clock.
    Clock,
    /// A friend game: the board turns to the side to move.
    TurnBoard,
    Side,
    Level,
    Rules,
    MyFormation,
    AiFormation,
    /// A game in a room: the server's address.
    Server,
    /// Joining or watching a room: its code.
    Room,
    /// Hosting a room: the side asked for (Cho, Han or random).
    NetSide,
    /// Hosting a room: whether the players may ask for hints.
    NetHints,
    /// Hosting a room: open to anyone (listed in the server's lobby).
    Open,
    /// Hosting a room on the server of a class the learner joined: one of the class's
    /// games (on by default), so its teacher sees it.
    Class,
    /// Only when an external engine is known (`--engine`).
    Opponent,
    /// A small goal to play for (`play::goals`), or none.
    Goal,
    Start,
}

/// Where a game between two people is played.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub(crate) enum Place {
    /// Both on this screen.
    #[default]
    Here,
    /// In a new room on a server, its code shown to share.
    Host,
    /// In a room whose code the other player gave.
    Join,
    /// Watching a room.
    Watch,
}

/// The setup form: what `GameOptions` the next game gets.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct SetupForm {
    pub(crate) row: usize,
    pub(crate) human: Color,
    pub(crate) level: u8,
    pub(crate) rules: RuleSet,
    pub(crate) my_formation: Formation,
    /// `None`: the AI picks its own at random.
    pub(crate) ai_formation: Option<Formation>,
    /// An external UCI engine command, if one was given.
    pub(crate) engine: Option<String>,
    /// Play the external engine (else the built-in opponent).
    pub(crate) use_engine: bool,
    /// Seed for the AI's random choices (tests); random when unset.
    pub(crate) seed: Option<u64>,
    /// The small goal chosen (none by default).
    pub(crate) goal: Option<Goal>,
    /// The goal suggested from the learner's history (set from the progress on every key).
    pub(crate) suggested: Option<Goal>,
    /// Two people on one screen instead of the computer.
    pub(crate) friend: bool,
    /// The closing page's form: a first real game against the AI, as the source's closing
    /// words ask, so no opponent row (it also keeps every help line whole at 80 x 24).
    pub(crate) ai_only: bool,
    /// The friends' names as typed (empty: a default name in the language shown).
    pub(crate) names: [String; 2],
    /// The first player plays Cho (else the second).
    pub(crate) first_is_cho: bool,
    pub(crate) clock: TimeControl,
    pub(crate) turn_board: bool,
    /// Where a game between two people is played (this screen or a room).
    pub(crate) place: Place,
    /// The room server's address, as typed.
    pub(crate) server: String,
    /// The room code to join or watch, as typed.
    pub(crate) room: String,
    /// The side asked for when hosting a room.
    pub(crate) net_side: SideChoice,
    /// Hosting a room: hints allowed to both players (off by default: a game between two
    /// people is theirs).
    pub(crate) net_hints: bool,
    /// A hosted room is open to anyone (listed in the lobby).
    pub(crate) open_room: bool,
    /// The code of the class the learner joined on the server typed (the last joined of
    /// `learner::class::remembered`), set from `Cx` as the server changes; `None`: no class.
    pub(crate) class: Option<String>,
    /// A room hosted there is one of that class's games (the class row turns it off).
    pub(crate) in_class: bool,
}

/// The room server's address the form offers first.
pub(crate) const DEFAULT_SERVER: &str = "ws://127.0.0.1:8080/ws";

const fn secs(s: u64) -> Duration {
    Duration::from_secs(s)
}

/// The clocks the form offers (a clock given on the command line is offered too): byo-yomi
/// as Korean games and pychess.org time them, and Fischer increments.
pub(crate) const CLOCK_PRESETS: [TimeControl; 7] = [
    TimeControl::None,
    TimeControl::ByoYomi {
        main: secs(300),
        periods: 3,
        period: secs(30),
    },
    TimeControl::ByoYomi {
        main: secs(600),
        periods: 3,
        period: secs(30),
    },
    TimeControl::ByoYomi {
        main: secs(1200),
        periods: 3,
        period: secs(60),
    },
    TimeControl::Fischer {
        main: secs(300),
        increment: secs(3),
    },
    TimeControl::Fischer {
        main: secs(600),
        increment: secs(5),
    },
    TimeControl::Fischer {
        main: secs(900),
        increment: secs(10),
    },
];

impl SetupForm {
    pub(crate) fn new(options: &GameOptions) -> SetupForm {
        SetupForm {
            row: 0,
            human: options.human,
            level: options.level.get(),
            rules: options.rules,
            my_formation: options
                .human_formation
                .unwrap_or(Formation::HorseElephantElephantHorse),
            ai_formation: options.computer_formation,
            engine: options.engine.clone(),
            use_engine: options.engine.is_some(),
            seed: options.seed,
            goal: options.goal,
            suggested: None,
            friend: options.friend.is_some(),
            names: options
                .friend
                .as_ref()
                .map(|f| f.names.clone())
                .unwrap_or_default(),
            first_is_cho: true,
            clock: options
                .friend
                .as_ref()
                .map_or(TimeControl::None, |f| f.clock),
            turn_board: options.friend.as_ref().is_some_and(|f| f.turn_board),
            ai_only: false,
            place: Place::Here,
            server: DEFAULT_SERVER.to_string(),
            room: String::new(),
            net_side: SideChoice::Random,
            net_hints: false,
            open_room: false,
            class: None,
            in_class: true,
        }
    }

    pub(crate) fn rows(&self) -> Vec<SetupRow> {
        if self.friend {
            return match self.place {
                Place::Here => self.rows_here(),
                Place::Host => {
                    let mut rows = vec![
                        SetupRow::Server,
                        SetupRow::NameOne,
                        SetupRow::NetSide,
                        SetupRow::Rules,
                        SetupRow::Clock,
                        SetupRow::NetHints,
                        SetupRow::Open,
                    ];
                    rows.extend(self.class.as_ref().map(|_| SetupRow::Class));
                    rows.extend([SetupRow::Against, SetupRow::Start]);
                    rows
                }
                Place::Join => vec![
                    SetupRow::Server,
                    SetupRow::Room,
                    SetupRow::NameOne,
                    SetupRow::Against,
                    SetupRow::Start,
                ],
                Place::Watch => vec![
                    SetupRow::Server,
                    SetupRow::Room,
                    SetupRow::Against,
                    SetupRow::Start,
                ],
            };
        }
        self.rows_ai()
    }

    fn rows_here(&self) -> Vec<SetupRow> {
        vec![
            SetupRow::NameOne,
            SetupRow::NameTwo,
            SetupRow::ChoPlayer,
            SetupRow::Rules,
            SetupRow::Clock,
            SetupRow::TurnBoard,
            SetupRow::Against,
            SetupRow::Start,
        ]
    }

    fn rows_ai(&self) -> Vec<SetupRow> {
        let mut rows = vec![
            SetupRow::Side,
            SetupRow::Level,
            SetupRow::Rules,
            SetupRow::MyFormation,
            SetupRow::AiFormation,
        ];
        if self.engine.is_some() {
            rows.push(SetupRow::Opponent);
        }
        rows.push(SetupRow::Goal);
        // Last but one in both forms, so switching keeps the row highlighted.
        if !self.ai_only {
            rows.push(SetupRow::Against);
        }
        rows.push(SetupRow::Start);
        rows
    }

    pub(crate) fn options(&self) -> GameOptions {
        GameOptions {
            human: self.human,
            level: Level::new(self.level),
            rules: self.rules,
            human_formation: Some(self.my_formation),
            computer_formation: self.ai_formation,
            engine: self.engine.clone().filter(|_| self.use_engine),
            seed: self.seed,
            goal: self.goal,
            friend: self.friend.then(|| Friend {
                names: self.cho_han_names(),
                clock: self.clock,
                turn_board: self.turn_board,
            }),
        }
    }

    /// The class a room hosted from this form is one of: the one joined on its server,
    /// unless the class row turned it off.
    pub(crate) fn class_of_room(&self) -> Option<&str> {
        self.class
            .as_deref()
            .filter(|_| self.friend && self.place == Place::Host && self.in_class)
    }

    /// Notes the class joined on the server typed (`classes`: the classes joined, the last
    /// first); the highlighted row stays where it was when the class row comes or goes.
    pub(crate) fn find_class(&mut self, classes: &[crate::learner::class::JoinedClass]) {
        let found = crate::learner::class::class_on(classes, &self.server).map(|c| c.code.clone());
        if found == self.class {
            return;
        }
        let highlighted = self.rows().get(self.row).copied();
        self.class = found;
        if let Some(i) = highlighted.and_then(|r| self.rows().iter().position(|x| *x == r)) {
            self.row = i;
        }
        self.row = self.row.min(self.rows().len() - 1);
    }

    /// The names as typed, Cho's first.
    pub(crate) fn cho_han_names(&self) -> [String; 2] {
        let [one, two] = self.names.clone();
        if self.first_is_cho {
            [one, two]
        } else {
            [two, one]
        }
    }

    /// The clocks offered: the presets, and the one chosen if it is none of them.
    fn clocks(&self) -> Vec<TimeControl> {
        let mut all = CLOCK_PRESETS.to_vec();
        if !all.contains(&self.clock) {
            all.insert(1, self.clock);
        }
        all
    }

    /// Changes the value of `row` by one step (`dir` = -1 / +1), wrapping around.
    pub(super) fn change(&mut self, row: SetupRow, dir: i32) {
        let step = |i: usize, n: usize| (i as i32 + dir).rem_euclid(n as i32) as usize;
        match row {
            // The computer, a friend on this screen, then hosting, joining, watching a room.
            SetupRow::Against => {
                let all = [
                    (false, Place::Here),
                    (true, Place::Here),
                    (true, Place::Host),
                    (true, Place::Join),
                    (true, Place::Watch),
                ];
                let now = (
                    self.friend,
                    if self.friend { self.place } else { Place::Here },
                );
                let i = all.iter().position(|x| *x == now).unwrap_or(0);
                (self.friend, self.place) = all[step(i, all.len())];
                self.row = self.rows().len() - 2;
            }
            SetupRow::Server | SetupRow::Room => {}
            SetupRow::NetSide => {
                let all = [SideChoice::Random, SideChoice::Cho, SideChoice::Han];
                let i = all.iter().position(|x| *x == self.net_side).unwrap_or(0);
                self.net_side = all[step(i, all.len())];
            }
            SetupRow::NetHints => self.net_hints = !self.net_hints,
            SetupRow::Open => self.open_room = !self.open_room,
            SetupRow::Class => self.in_class = !self.in_class,
            SetupRow::NameOne | SetupRow::NameTwo => {}
            SetupRow::ChoPlayer => self.first_is_cho = !self.first_is_cho,
            SetupRow::Clock => {
                let all = self.clocks();
                let i = all.iter().position(|c| *c == self.clock).unwrap_or(0);
                self.clock = all[step(i, all.len())];
            }
            SetupRow::TurnBoard => self.turn_board = !self.turn_board,
            SetupRow::Side => self.human = self.human.other(),
            SetupRow::Level => {
                let (lo, hi) = (Level::MIN.get() as i32, Level::MAX.get() as i32);
                self.level = (self.level as i32 + dir).clamp(lo, hi) as u8;
            }
            SetupRow::Rules => {
                self.rules = self.rules.cycled(dir);
            }
            SetupRow::MyFormation => {
                let all = Formation::ALL;
                let i = all
                    .iter()
                    .position(|f| *f == self.my_formation)
                    .unwrap_or(0);
                self.my_formation = all[step(i, all.len())];
            }
            SetupRow::AiFormation => {
                // Random first, then the four formations.
                let mut all: Vec<Option<Formation>> = vec![None];
                all.extend(Formation::ALL.map(Some));
                let i = all
                    .iter()
                    .position(|f| *f == self.ai_formation)
                    .unwrap_or(0);
                self.ai_formation = all[step(i, all.len())];
            }
            SetupRow::Opponent => self.use_engine = !self.use_engine,
            SetupRow::Goal => self.goal = goal::step(self.goal, self.suggested, dir),
            SetupRow::Start => {}
        }
    }
}
