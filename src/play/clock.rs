//! Game clocks as Korean games and pychess.org use them: none, byo-yomi (main time, then N
//! periods of S seconds; a move inside a period keeps it, a period that runs out is lost, the last
//! one lost loses the game) or Fischer (main time plus an increment after each move).
//!
//! The clock is pure arithmetic on durations: the caller measures how long a side thought (an
//! `Instant` on screen, a wall-clock stamp on the room server) and hands it in. So the same code
//! runs in the play screen, on the server and in tests without sleeping, and a saved clock is
//! plain data.

use std::time::Duration;

use serde::{Deserialize, Serialize};

use crate::rules::Color;

/// How a game is timed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub(crate) enum TimeControl {
    /// No clock.
    #[default]
    None,
    /// Main time, then `periods` periods of `period` each.
    ByoYomi {
        #[serde(with = "secs")]
        main: Duration,
        periods: u32,
        #[serde(with = "secs")]
        period: Duration,
    },
    /// Main time, and `increment` added after every move.
    Fischer {
        #[serde(with = "secs")]
        main: Duration,
        #[serde(with = "secs")]
        increment: Duration,
    },
}

/// The longest clock accepted anywhere (the command line, a saved game, a room): a day of
/// main time, 100 periods of an hour, an increment of an hour. The room server's own limits.
pub(crate) const MAX_MAIN: Duration = Duration::from_secs(86_400);
pub(crate) const MAX_PERIODS: u32 = 100;
pub(crate) const MAX_PERIOD: Duration = Duration::from_secs(3_600);
/// The most a side's time left can grow to (Fischer adds the increment every move).
const MAX_LEFT: Duration = Duration::from_secs(86_400 + 3_600 * 2_000);

impl TimeControl {
    /// Whether every value is within [`MAX_MAIN`], [`MAX_PERIODS`] and [`MAX_PERIOD`].
    pub(crate) fn within_limits(&self) -> bool {
        match *self {
            TimeControl::None => true,
            TimeControl::ByoYomi {
                main,
                periods,
                period,
            } => main <= MAX_MAIN && periods <= MAX_PERIODS && period <= MAX_PERIOD,
            TimeControl::Fischer { main, increment } => main <= MAX_MAIN && increment <= MAX_PERIOD,
        }
    }

    /// The `.gib` `[제한시간]` value, as real records write it: byo-yomi as main time, period
    /// and periods (`10분 30초 3회`), Fischer as main time and increment (`10분 +5초`); `None`
    /// without a clock.
    pub(crate) fn gib_tag(&self) -> Option<String> {
        match *self {
            TimeControl::None => None,
            TimeControl::ByoYomi {
                main,
                periods,
                period,
            } => Some(if periods == 0 {
                korean_span(main)
            } else {
                format!("{} {} {periods}회", korean_span(main), korean_span(period))
            }),
            TimeControl::Fischer { main, increment } => {
                Some(format!("{} +{}", korean_span(main), korean_span(increment)))
            }
        }
    }
}

/// `90` s as `1분 30초`, `600` s as `10분`, `20` s as `20초`.
fn korean_span(d: Duration) -> String {
    let s = d.as_secs();
    match (s / 60, s % 60) {
        (0, sec) => format!("{sec}초"),
        (min, 0) => format!("{min}분"),
        (min, sec) => format!("{min}분 {sec}초"),
    }
}

/// One side's time as it stands between moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct SideTime {
    /// Main time left (for Fischer, the whole time left).
    #[serde(with = "millis")]
    pub(crate) main: Duration,
    /// Byo-yomi periods left (0 for the other controls).
    pub(crate) periods: u32,
}

/// What a side's clock shows after it has thought for some time on its turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Reading {
    /// Main time left.
    pub(crate) main: Duration,
    /// Byo-yomi periods left, the running one included.
    pub(crate) periods: u32,
    /// Time left in the running byo-yomi period (zero while main time runs, and for Fischer).
    pub(crate) period_left: Duration,
    /// The side has run out of time.
    pub(crate) flagged: bool,
}

/// Both sides' clocks. Which side is thinking, and since when, is the caller's to track.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct Clock {
    pub(crate) control: TimeControl,
    /// Indexed by `Color as usize`.
    pub(crate) sides: [SideTime; 2],
}

impl Clock {
    pub(crate) fn new(control: TimeControl) -> Clock {
        let start = match control {
            TimeControl::None => SideTime {
                main: Duration::ZERO,
                periods: 0,
            },
            TimeControl::ByoYomi { main, periods, .. } => SideTime { main, periods },
            TimeControl::Fischer { main, .. } => SideTime { main, periods: 0 },
        };
        Clock {
            control,
            sides: [start; 2],
        }
    }

    /// Whether there is a clock at all.
    /// Whether a clock read from a file could have come from play: its control within the
    /// limits, each side's time left and periods no more than it can reach.
    pub(crate) fn is_possible(&self) -> bool {
        let periods = match self.control {
            TimeControl::ByoYomi { periods, .. } => periods,
            _ => 0,
        };
        self.control.within_limits()
            && self
                .sides
                .iter()
                .all(|s| s.main <= MAX_LEFT && s.periods <= periods)
    }

    pub(crate) fn is_timed(&self) -> bool {
        self.control != TimeControl::None
    }

    /// What `side`'s clock shows once it has thought for `thinking` on its current turn.
    pub(crate) fn reading(&self, side: Color, thinking: Duration) -> Reading {
        let t = self.sides[side as usize];
        match self.control {
            TimeControl::None => Reading {
                main: Duration::ZERO,
                periods: 0,
                period_left: Duration::ZERO,
                flagged: false,
            },
            TimeControl::Fischer { .. } => {
                let main = t.main.saturating_sub(thinking);
                Reading {
                    main,
                    periods: 0,
                    period_left: Duration::ZERO,
                    flagged: main.is_zero(),
                }
            }
            TimeControl::ByoYomi { period, .. } => {
                if thinking < t.main {
                    return Reading {
                        main: t.main - thinking,
                        periods: t.periods,
                        period_left: Duration::ZERO,
                        flagged: false,
                    };
                }
                let over = thinking - t.main;
                let lost = periods_used(over, period);
                if period.is_zero() || lost >= t.periods {
                    return Reading {
                        main: Duration::ZERO,
                        periods: 0,
                        period_left: Duration::ZERO,
                        flagged: true,
                    };
                }
                let into = over - period * lost;
                Reading {
                    main: Duration::ZERO,
                    periods: t.periods - lost,
                    period_left: period - into,
                    flagged: false,
                }
            }
        }
    }

    /// How long `side` may still think on this turn before it loses on time (`None`: no clock).
    /// The room server and the play screen use it to wake up exactly when a flag falls.
    pub(crate) fn time_to_flag(&self, side: Color) -> Option<Duration> {
        let t = self.sides[side as usize];
        match self.control {
            TimeControl::None => None,
            TimeControl::Fischer { .. } => Some(t.main),
            // Saturating: a clock read from anywhere must not overflow here.
            TimeControl::ByoYomi { period, .. } => {
                Some(t.main.saturating_add(period.saturating_mul(t.periods)))
            }
        }
    }

    /// `side` moved after thinking for `thinking`. Returns `false`, and leaves the side at zero,
    /// when the time had already run out: the move came too late and the side has lost on time.
    pub(crate) fn spend(&mut self, side: Color, thinking: Duration) -> bool {
        let r = self.reading(side, thinking);
        let t = &mut self.sides[side as usize];
        if r.flagged {
            *t = SideTime {
                main: Duration::ZERO,
                periods: 0,
            };
            return false;
        }
        match self.control {
            TimeControl::None => {}
            TimeControl::Fischer { increment, .. } => t.main = r.main.saturating_add(increment),
            // A move inside a period keeps that period whole for the next turn.
            TimeControl::ByoYomi { .. } => {
                *t = SideTime {
                    main: r.main,
                    periods: r.periods,
                }
            }
        }
        true
    }
}

/// Whole periods used up by `over` time past the main time; a move exactly at a period's end is
/// too late (the period is used up).
fn periods_used(over: Duration, period: Duration) -> u32 {
    if period.is_zero() {
        return u32::MAX;
    }
    (over.as_nanos() / period.as_nanos()).min(u128::from(u32::MAX)) as u32
}

/// Durations as whole seconds in a time control (`"main": 600`), as people write them.
mod secs {
    use std::time::Duration;

    use serde::{Deserialize, Deserializer, Serializer};

    pub(super) fn serialize<S: Serializer>(d: &Duration, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_u64(d.as_secs())
    }

    pub(super) fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Duration, D::Error> {
        Ok(Duration::from_secs(u64::deserialize(d)?))
    }
}

/// Durations as milliseconds in a running clock, so a saved clock keeps sub-second time.
mod millis {
    use std::time::Duration;

    use serde::{Deserialize, Deserializer, Serializer};

    pub(super) fn serialize<S: Serializer>(d: &Duration, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_u64(u64::try_from(d.as_millis()).unwrap_or(u64::MAX))
    }

    pub(super) fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Duration, D::Error> {
        Ok(Duration::from_millis(u64::deserialize(d)?))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const S: fn(u64) -> Duration = Duration::from_secs;

    fn byo() -> Clock {
        Clock::new(TimeControl::ByoYomi {
            main: S(60),
            periods: 3,
            period: S(30),
        })
    }

    #[test]
    fn no_clock_never_flags() {
        let mut c = Clock::new(TimeControl::None);
        assert!(!c.is_timed());
        assert!(c.spend(Color::Cho, S(1_000_000)));
        assert!(!c.reading(Color::Han, S(1_000_000)).flagged);
        assert_eq!(c.time_to_flag(Color::Cho), None);
    }

    #[test]
    fn extreme_clocks_saturate_and_are_not_possible() {
        let huge = TimeControl::ByoYomi {
            main: Duration::from_secs(u64::from(u32::MAX) * 60),
            periods: u32::MAX,
            period: Duration::from_secs(u64::from(u32::MAX)),
        };
        let c = Clock::new(huge);
        assert_eq!(c.time_to_flag(Color::Cho), Some(Duration::MAX));
        assert!(!huge.within_limits());
        assert!(!c.is_possible());
        let mut f = Clock::new(TimeControl::Fischer {
            main: Duration::MAX,
            increment: Duration::MAX,
        });
        assert!(f.spend(Color::Cho, Duration::ZERO));
        assert!(!f.is_possible());
        assert!(byo().is_possible());
    }

    #[test]
    fn byo_yomi_main_time_then_periods() {
        let mut c = byo();
        assert!(c.spend(Color::Cho, S(50)));
        assert_eq!(
            c.sides[0],
            SideTime {
                main: S(10),
                periods: 3
            }
        );
        // 10 s of main time, then 25 s into the first period: the period is kept.
        assert!(c.spend(Color::Cho, S(35)));
        assert_eq!(
            c.sides[0],
            SideTime {
                main: S(0),
                periods: 3
            }
        );
        // 31 s: the first period is lost, the second is kept.
        let r = c.reading(Color::Cho, S(31));
        assert_eq!((r.periods, r.period_left, r.flagged), (2, S(29), false));
        assert!(c.spend(Color::Cho, S(31)));
        assert_eq!(c.sides[0].periods, 2);
        // Han's clock did not move.
        assert_eq!(
            c.sides[1],
            SideTime {
                main: S(60),
                periods: 3
            }
        );
        assert_eq!(c.time_to_flag(Color::Cho), Some(S(60)));
    }

    #[test]
    fn byo_yomi_last_period_lost_is_a_loss() {
        let mut c = byo();
        // 60 s main + 3 × 30 s = 150 s; a move at exactly 150 s is too late.
        assert!(!c.reading(Color::Han, S(149)).flagged);
        assert!(c.reading(Color::Han, S(150)).flagged);
        assert!(!c.spend(Color::Han, S(150)));
        assert_eq!(
            c.sides[1],
            SideTime {
                main: S(0),
                periods: 0
            }
        );
    }

    #[test]
    fn fischer_adds_the_increment_after_each_move() {
        let mut c = Clock::new(TimeControl::Fischer {
            main: S(60),
            increment: S(5),
        });
        assert!(c.spend(Color::Cho, S(20)));
        assert_eq!(c.sides[0].main, S(45));
        assert_eq!(c.reading(Color::Cho, S(40)).main, S(5));
        assert!(c.reading(Color::Cho, S(45)).flagged);
        assert!(!c.spend(Color::Cho, S(46)));
        assert_eq!(c.sides[0].main, S(0));
    }

    #[test]
    fn clock_round_trips_through_json() {
        let mut c = byo();
        assert!(c.spend(Color::Cho, Duration::from_millis(1_250)));
        let json = serde_json::to_string(&c).unwrap();
        assert!(
            json.contains(r#""kind":"byo-yomi","main":60,"periods":3,"period":30"#),
            "{json}"
        );
        let back: Clock = serde_json::from_str(&json).unwrap();
        assert_eq!(back, c);
        assert_eq!(back.sides[0].main, Duration::from_millis(58_750));
    }
}
