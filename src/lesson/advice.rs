//! What a checked lesson suggests its author look at again: the lint's warnings that read
//! the texts against the engine values of [`CheckedLesson`] (a hint that gives the whole
//! answer away, a prompt naming a piece the board does not have there), and the texts'
//! own shape (a `zh` or `ko` text with no Chinese or Korean in it, a text too long to read
//! or to print). Like the checked model's errors, each is [`Located`]; the lint places them.

use super::checked::{CheckedExercise, CheckedLesson, CheckedTask, Located, path};
use super::locate::Seg;
use super::model::{Intro, Task, Text};
use crate::i18n::{Message, rules_text};
use crate::rules::{Move, Position, Role, Square};

/// The most characters of a lesson's title.
pub(crate) const TITLE_CAP: usize = 120;
/// The most characters of an introduction written as one text.
pub(crate) const INTRO_CAP: usize = 4_000;
/// The most characters of one introduction step (one idea, read beside its board).
pub(crate) const STEP_CAP: usize = 600;
/// The most characters of any other text (a prompt, a hint, an explanation, an option).
pub(crate) const TEXT_CAP: usize = 1_200;
/// The longest run of characters without a space a line may hold (outside Chinese and
/// Korean script, which a browser and the terminal may break anywhere): a longer one keeps a
/// printed handout from fitting its page.
pub(crate) const RUN_CAP: usize = 80;

/// A warning about a lesson as written.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Advice {
    /// A hint that names every point, move or line of the answer.
    HintGivesAnswer { answer: String },
    /// A text in a language written in its own script, with none of that script in it.
    WrongScript { lang: String },
    /// A text longer than its field's cap (`step`: an introduction step).
    TooLong {
        lang: String,
        chars: usize,
        cap: usize,
        step: bool,
    },
    /// A run of characters without a space longer than [`RUN_CAP`].
    Unbroken { lang: String, chars: usize },
    /// A prompt that names a piece on a point where the board has another piece, or none.
    PieceNotThere {
        role: Role,
        square: Square,
        found: Option<crate::rules::Piece>,
    },
    /// A sentence of another language inside a `zh` or `ko` text that has its own script.
    ForeignSentence { lang: String, sentence: String },
    /// A Korean particle that does not fit the noun or point name before it.
    Particle { written: String, right: String },
    /// More warnings that keep a lesson from teaching a wrong rule (`lesson::trust`).
    Trust(super::trust::Trust),
    /// An introduction step or an earlier explanation that shows a later exercise's answer
    /// in the same position (`lesson::given`): exercise `number` (1-based), what it shows.
    ShowsLaterAnswer {
        number: usize,
        id: String,
        answer: String,
    },
}

impl Advice {
    pub(crate) fn message(&self) -> Message {
        match self {
            Advice::HintGivesAnswer { answer } => {
                Message::new("lint-hint-gives-answer").arg("answer", answer.clone())
            }
            Advice::WrongScript { lang } => {
                Message::new("lint-text-wrong-script").arg("lang", lang.clone())
            }
            Advice::TooLong {
                lang,
                chars,
                cap,
                step,
            } => Message::new(if *step {
                "lint-intro-step-too-long"
            } else {
                "lint-text-too-long"
            })
            .arg("lang", lang.clone())
            .arg_num("count", *chars)
            .arg_num("cap", *cap),
            Advice::Unbroken { lang, chars } => Message::new("lint-text-unbroken")
                .arg("lang", lang.clone())
                .arg_num("count", *chars)
                .arg_num("cap", RUN_CAP),
            Advice::PieceNotThere {
                role,
                square,
                found,
            } => match found {
                Some(p) => Message::new("lint-prompt-piece-other")
                    .arg_msg("piece", rules_text::piece(*role))
                    .arg("square", square.to_string())
                    .arg_msg("found", rules_text::side_piece(*p)),
                None => Message::new("lint-prompt-piece-none")
                    .arg_msg("piece", rules_text::piece(*role))
                    .arg("square", square.to_string()),
            },
            Advice::ForeignSentence { lang, sentence } => {
                Message::new("lint-text-foreign-sentence")
                    .arg("lang", lang.clone())
                    .arg("sentence", sentence.trim().to_string())
            }
            Advice::Particle { written, right } => Message::new("lint-ko-particle")
                .arg("written", written.clone())
                .arg("right", right.clone()),
            Advice::Trust(t) => t.message(),
            Advice::ShowsLaterAnswer { number, id, answer } => {
                Message::new("lint-shows-later-answer")
                    .arg_num("number", *number)
                    .arg("id", id.clone())
                    .arg("answer", answer.clone())
            }
        }
    }
}

impl CheckedLesson {
    /// Every warning about the lesson's texts, in file order.
    pub(crate) fn advice(&self) -> Vec<Located<Advice>> {
        let mut out = Vec::new();
        let key = |k: &str| vec![Seg::Key(k.into())];
        shape(
            &self.lesson.title,
            &key("title"),
            TITLE_CAP,
            false,
            &mut out,
        );
        match &self.lesson.intro {
            Intro::Text(t) => shape(t, &key("intro"), INTRO_CAP, false, &mut out),
            Intro::Steps(steps) => {
                for (i, s) in steps.iter().enumerate() {
                    let at = vec![
                        Seg::Key("intro".into()),
                        Seg::Index(i),
                        Seg::Key("text".into()),
                    ];
                    shape(&s.text, &at, STEP_CAP, true, &mut out);
                }
            }
        }
        for (i, ex) in self.lesson.exercises.iter().enumerate() {
            let base = [Seg::Key("exercises".into()), Seg::Index(i)];
            for (text, at) in super::checked::exercise_texts(ex, &base) {
                shape(text, &at, TEXT_CAP, false, &mut out);
            }
            if let Some(Ok(checked)) = self.checked.get(i) {
                exercise(checked, &base, &mut out);
                out.extend(
                    super::trust::exercise(checked, &base)
                        .into_iter()
                        .map(|t| Located {
                            path: t.path,
                            value: t.value,
                            error: Advice::Trust(t.error),
                        }),
                );
            }
        }
        out.extend(super::given::before(self));
        out
    }
}

/// The warnings a text gets from its own shape: its script, its length, its longest run.
fn shape(text: &Text, at: &[Seg], cap: usize, step: bool, out: &mut Vec<Located<Advice>>) {
    for (lang, value) in &text.0 {
        let at = path(at, &[Seg::Key(lang.clone())]);
        let mut push = |error| {
            out.push(Located {
                path: at.clone(),
                value: true,
                error,
            })
        };
        // A skeleton's placeholder is warned about as one (the lint's `text`).
        if wrong_script(lang, value) && !value.trim_start().starts_with("TODO(") {
            push(Advice::WrongScript { lang: lang.clone() });
        } else if let Some(sentence) = super::wording::foreign_sentence(lang, value) {
            push(Advice::ForeignSentence {
                lang: lang.clone(),
                sentence: sentence.to_string(),
            });
        }
        if lang == "ko" {
            for (written, right) in super::wording::wrong_particles(value) {
                push(Advice::Particle { written, right });
            }
        }
        let chars = value.chars().count();
        if chars > cap {
            push(Advice::TooLong {
                lang: lang.clone(),
                chars,
                cap,
                step,
            });
        }
        let run = longest_run(value);
        if run > RUN_CAP {
            push(Advice::Unbroken {
                lang: lang.clone(),
                chars: run,
            });
        }
    }
}

fn is_han(c: char) -> bool {
    matches!(c, '\u{3400}'..='\u{4DBF}' | '\u{4E00}'..='\u{9FFF}' | '\u{F900}'..='\u{FAFF}')
}

fn is_hangul(c: char) -> bool {
    matches!(c, '\u{AC00}'..='\u{D7AF}' | '\u{1100}'..='\u{11FF}' | '\u{3130}'..='\u{318F}')
}

/// A `zh` text with no Chinese character or a `ko` text with no Hangul, that has a word of
/// Latin letters with a lower-case one which is not notation (a point, a move, a cannon line, a FEN, a reason id):
/// most likely the English text pasted in. A text of notation only (`b1c3`) is fine.
pub(crate) fn wrong_script(lang: &str, text: &str) -> bool {
    let script: fn(char) -> bool = match lang {
        "zh" => is_han,
        "ko" => is_hangul,
        _ => return false,
    };
    if text.chars().any(script) {
        return false;
    }
    text.split(|c: char| !(c.is_alphanumeric() || c == '\'' || c == '’'))
        .filter(|w| !w.is_empty() && !is_notation(w))
        // A word, not an acronym (BOM, FEN, AI).
        .any(|w| {
            w.chars().filter(|c| c.is_alphabetic()).count() >= 2
                && w.chars().any(char::is_lowercase)
        })
}

/// Whether a word is game notation rather than a word of a language: a point, a move, made
/// of digits, FEN letters and digits only, or Janggi's side and rule-set names.
pub(crate) fn is_notation(word: &str) -> bool {
    let w = word.to_ascii_lowercase();
    w.parse::<Square>().is_ok()
        || w.parse::<Move>().is_ok()
        || w.chars().all(|c| c.is_ascii_digit())
        || (w.chars().any(|c| c.is_ascii_digit())
            && w.chars()
                .all(|c| c.is_ascii_digit() || "kabnrcp".contains(c)))
        || matches!(
            w.as_str(),
            "fen" | "cho" | "han" | "up" | "down" | "left" | "right"
        )
}

/// The longest run of characters that a line cannot break: no space, and no Chinese or
/// Korean character (those break anywhere).
fn longest_run(text: &str) -> usize {
    let mut best = 0;
    let mut run = 0;
    for c in text.chars() {
        if c.is_whitespace() || is_han(c) || is_hangul(c) || matches!(c, '\u{3000}'..='\u{30FF}') {
            run = 0;
        } else {
            run += 1;
            best = best.max(run);
        }
    }
    best
}

/// A word of ASCII letters, digits and `:` in a text, with where it starts and ends.
#[derive(Debug)]
pub(super) struct Token<'a> {
    pub(super) word: &'a str,
    start: usize,
    end: usize,
}

pub(super) fn tokens(text: &str) -> Vec<Token<'_>> {
    let mut out = Vec::new();
    let mut start = None;
    for (i, c) in text.char_indices().chain([(text.len(), ' ')]) {
        let part = c.is_ascii_alphanumeric() || c == ':';
        match (start, part) {
            (None, true) => start = Some(i),
            (Some(s), false) => {
                let word = text[s..i].trim_end_matches(':');
                out.push(Token {
                    word,
                    start: s,
                    end: s + word.len(),
                });
                start = None;
            }
            _ => {}
        }
    }
    out
}

/// The warnings an exercise's texts get from its engine values.
fn exercise(x: &CheckedExercise, base: &[Seg], out: &mut Vec<Located<Advice>>) {
    let answers = whole_answers(x);
    for (j, hint) in x.raw.hints.iter().enumerate() {
        for (lang, value) in &hint.0 {
            let named: Vec<String> = tokens(value)
                .iter()
                .map(|t| t.word.to_ascii_lowercase())
                .collect();
            let given = answers
                .iter()
                .find(|answer| answer.iter().all(|a| named.contains(a)));
            if let Some(answer) = given {
                out.push(Located {
                    path: path(
                        base,
                        &[
                            Seg::Key("hints".into()),
                            Seg::Index(j),
                            Seg::Key(lang.clone()),
                        ],
                    ),
                    value: true,
                    error: Advice::HintGivesAnswer {
                        answer: answer.join(", "),
                    },
                });
                break;
            }
        }
    }
    // A prompt speaks of the position shown, of one the moves reach, or of one before the
    // moves that led to it (a position's own `moves`).
    let history: Vec<Position> = x
        .raw
        .position
        .as_ref()
        .and_then(|spec| super::position::build_game(spec, x.rules).ok())
        .map(|g| g.positions().to_vec())
        .unwrap_or_default();
    let mut boards: Vec<&Position> = history.iter().chain(x.position.iter()).collect();
    boards.extend(x.sequence.iter());
    let at = path(base, &[Seg::Key("prompt".into())]);
    prompt(&x.raw.prompt, x.position.as_ref(), &boards, &at, out);
    if let Task::Replay { steps, .. } = &x.raw.task {
        for (j, s) in steps.iter().enumerate() {
            if s.after < x.sequence.len() {
                let mut boards: Vec<&Position> = history.iter().collect();
                boards.extend(x.sequence[..=s.after].iter());
                let at = path(
                    base,
                    &[
                        Seg::Key("steps".into()),
                        Seg::Index(j),
                        Seg::Key("prompt".into()),
                    ],
                );
                prompt(&s.prompt, x.sequence.get(s.after), &boards, &at, out);
            }
        }
    }
}

/// The whole answers of an exercise, each as the tokens a text would name it by: every legal
/// destination; each example move of a `play`; every line that changes. None where naming
/// points does not give the answer (a judge, a choice, a claim) or nothing is to be named.
fn whole_answers(x: &CheckedExercise) -> Vec<Vec<String>> {
    let answer: Vec<String> = match (&x.task, &x.raw.task) {
        (CheckedTask::Destinations { from }, _) => x
            .position
            .as_ref()
            .map(|p| p.destinations(*from))
            .unwrap_or_default()
            .iter()
            .map(Square::to_string)
            .collect(),
        (
            CheckedTask::Play { .. },
            Task::Play {
                answer: Some(moves),
                ..
            },
        ) => {
            // Any one example move given away is the answer: written as a move, or in
            // words naming both its points ("from d8 along the line to f10").
            let mut out = Vec::new();
            for m in moves {
                let m = m.trim().to_ascii_lowercase();
                if let Ok(mv) = m.parse::<Move>() {
                    out.push(vec![mv.from.to_string(), mv.to.to_string()]);
                }
                out.push(vec![m]);
            }
            return out;
        }
        (CheckedTask::Lines { first, last, .. }, _) => {
            let (opened, closed) = super::lines::split(&super::lines::changes(first, last));
            opened
                .iter()
                .chain(&closed)
                .map(|l| l.to_string())
                .collect()
        }
        _ => return Vec::new(),
    };
    if answer.is_empty() {
        return Vec::new();
    }
    vec![answer]
}

/// The piece words of each language, longest first where one contains another.
fn piece_words(lang: &str) -> &'static [(&'static str, Role)] {
    use Role::*;
    match lang {
        "en" => &[
            ("king", King),
            ("general", King),
            ("advisor", Advisor),
            ("guard", Advisor),
            ("elephant", Elephant),
            ("horse", Horse),
            ("chariot", Chariot),
            ("cannon", Cannon),
            ("soldier", Soldier),
        ],
        "zh" => &[
            ("将", King),
            ("帅", King),
            ("士", Advisor),
            ("象", Elephant),
            ("马", Horse),
            ("车", Chariot),
            ("包", Cannon),
            ("炮", Cannon),
            ("兵", Soldier),
            ("卒", Soldier),
        ],
        "ko" => &[
            ("궁", King),
            ("사", Advisor),
            ("상", Elephant),
            ("마", Horse),
            ("차", Chariot),
            ("포", Cannon),
            ("졸", Soldier),
            ("병", Soldier),
        ],
        _ => &[],
    }
}

/// Korean particles that may follow a piece's name.
const KO_PARTICLES: [&str; 13] = [
    "가", "이", "는", "은", "를", "을", "도", "와", "과", "로", "으로", "에", "의",
];

/// The pieces a text places on points, in the patterns each language writes them in (read
/// conservatively: only these, so a warning is a real contradiction): "horse on b5",
/// "b5 的马" / "马在 b5", "b5의 마" / "마가 b5에 있".
pub(crate) fn placed(lang: &str, text: &str) -> Vec<(Role, Square)> {
    let words = piece_words(lang);
    let mut out = Vec::new();
    for t in tokens(text) {
        let Ok(square) = t.word.parse::<Square>() else {
            continue;
        };
        let before = &text[..t.start];
        let after = &text[t.end..];
        let found = match lang {
            "en" => en_before(before, words),
            "zh" => zh_after(after, words).or_else(|| zh_before(before, words)),
            "ko" => ko_after(after, words)
                .or_else(|| ko_before(before, after, words))
                .or_else(|| ko_there(after, words)),
            _ => None,
        };
        if let Some(role) = found {
            out.push((role, square));
        }
    }
    out
}

/// "… horse on ", "… horse is on ", "… horses at ".
fn en_before(before: &str, words: &[(&str, Role)]) -> Option<Role> {
    let lower = before.to_ascii_lowercase();
    let mut rest = lower
        .trim_end()
        .strip_suffix(" on")
        .or_else(|| lower.trim_end().strip_suffix(" at"))?;
    rest = rest.trim_end();
    rest = rest
        .strip_suffix(" is")
        .or_else(|| rest.strip_suffix(" are"))
        .or_else(|| rest.strip_suffix(" stands"))
        .unwrap_or(rest);
    let last = rest.rsplit(|c: char| !c.is_ascii_alphabetic()).next()?;
    let last = last
        .strip_suffix('s')
        .filter(|w| words.iter().any(|(p, _)| p == w))
        .unwrap_or(last);
    words.iter().find(|(p, _)| *p == last).map(|(_, r)| *r)
}

/// " 的马", " 上的汉包", "的己马", " 上有汉士", " 有马", " 是汉方的士".
fn zh_after(after: &str, words: &[(&str, Role)]) -> Option<Role> {
    let rest = after.trim_start();
    let rest = rest.strip_prefix('上').unwrap_or(rest);
    let mut rest = rest
        .strip_prefix('的')
        .or_else(|| rest.strip_prefix("有一个"))
        .or_else(|| rest.strip_prefix('有'))
        .or_else(|| rest.strip_prefix('是'))?
        .trim_start();
    for side in ["楚方", "汉方", "楚", "汉", "己方", "己", "对方", "敌方"] {
        if let Some(r) = rest.strip_prefix(side) {
            rest = r.strip_prefix('的').unwrap_or(r);
            break;
        }
    }
    words
        .iter()
        .find(|(p, _)| rest.starts_with(p))
        .map(|(_, r)| *r)
}

/// "马在 ", "楚包在", "士位于 ", "士在九宫的 ".
fn zh_before(before: &str, words: &[(&str, Role)]) -> Option<Role> {
    let before = before.trim_end();
    let before = before.strip_suffix("九宫的").unwrap_or(before);
    let rest = before
        .strip_suffix('在')
        .or_else(|| before.strip_suffix("位于"))?
        .trim_end();
    words
        .iter()
        .find(|(p, _)| rest.ends_with(p))
        .map(|(_, r)| *r)
}

/// "의 마", "의 한의 포가", "의 자기 마를": the piece's name, then a particle or no Hangul.
fn ko_after(after: &str, words: &[(&str, Role)]) -> Option<Role> {
    let mut rest = after.strip_prefix('의')?.trim_start();
    for side in ["초의", "한의", "자기", "상대의", "상대"] {
        if let Some(r) = rest.strip_prefix(side) {
            rest = r.trim_start();
            break;
        }
    }
    let (p, role) = words.iter().find(|(p, _)| rest.starts_with(p))?;
    let tail = &rest[p.len()..];
    let ends = tail.chars().next().is_none_or(|c| !is_hangul(c))
        || KO_PARTICLES.iter().any(|k| {
            tail.strip_prefix(k)
                .is_some_and(|t| t.chars().next().is_none_or(|c| !is_hangul(c)))
        });
    ends.then_some(*role)
}

/// "마가 b5에 있", "포가 b3에서", "포가 b3에,", "사는 d9에." (the sentence ends there).
fn ko_before(before: &str, after: &str, words: &[(&str, Role)]) -> Option<Role> {
    let at = after.strip_prefix('에')?;
    if !(at.starts_with('서')
        || at.trim_start().starts_with('있')
        || at
            .chars()
            .next()
            .is_none_or(|c| !c.is_whitespace() && !is_hangul(c)))
    {
        return None;
    }
    let rest = before.trim_end();
    let rest = ["가", "이", "는", "은"]
        .iter()
        .find_map(|k| rest.strip_suffix(k))?;
    let (_, role) = words.iter().find(|(p, _)| rest.ends_with(p))?;
    // The name is a word of its own: "초의 포가", not "대포가".
    let start = rest.len() - 3;
    let word_start = rest[..start]
        .chars()
        .next_back()
        .is_none_or(|c| !is_hangul(c))
        || rest[..start].ends_with('의');
    word_start.then_some(*role)
}

/// "b5에 있는 마", "b5에는 한의 포가", "b5에 마가 있": the point first, then the piece's name
/// and a particle (or no Hangul).
fn ko_there(after: &str, words: &[(&str, Role)]) -> Option<Role> {
    let mut rest = after.strip_prefix('에')?;
    rest = rest.strip_prefix('는').unwrap_or(rest).trim_start();
    // "b5에 있는 마": the bare name; else "b5에 마가": its subject particle is needed ("b5에
    // 포 대신" names no piece there).
    let bare = rest.starts_with("있는");
    rest = rest.strip_prefix("있는").unwrap_or(rest).trim_start();
    for side in ["초의", "한의", "자기", "상대의"] {
        if let Some(r) = rest.strip_prefix(side) {
            rest = r.trim_start();
            break;
        }
    }
    let (p, role) = words.iter().find(|(p, _)| rest.starts_with(p))?;
    let tail = &rest[p.len()..];
    let ends = (bare && tail.chars().next().is_none_or(|c| !is_hangul(c)))
        || ["가", "이", "는", "은", "도"].iter().any(|k| {
            tail.strip_prefix(k)
                .is_some_and(|t| t.chars().next().is_none_or(|c| !is_hangul(c)))
        });
    ends.then_some(*role)
}

/// A prompt's pieces on points, against the boards it may speak of: warned where none of
/// them has that piece there.
fn prompt(
    text: &Text,
    shown: Option<&Position>,
    boards: &[&Position],
    at: &[Seg],
    out: &mut Vec<Located<Advice>>,
) {
    let Some(shown) = shown else { return };
    for (lang, value) in &text.0 {
        for (role, square) in placed(lang, value) {
            if boards
                .iter()
                .any(|b| b.board().get(square).is_some_and(|p| p.role == role))
            {
                continue;
            }
            out.push(Located {
                path: path(at, &[Seg::Key(lang.clone())]),
                value: true,
                error: Advice::PieceNotThere {
                    role,
                    square,
                    found: shown.board().get(square),
                },
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn english_in_a_chinese_or_korean_field() {
        assert!(wrong_script("zh", "The cannon jumps."));
        assert!(wrong_script("ko", "Is b1c3 legal?"));
        assert!(!wrong_script("zh", "b1c3"));
        assert!(!wrong_script("ko", "b3:up, 9/9/9 w"));
        assert!(!wrong_script("zh", "包跳过 b5。"));
        assert!(!wrong_script("en", "The cannon jumps."));
    }

    #[test]
    fn pieces_placed_in_three_languages() {
        let h5 = "b5".parse().unwrap();
        assert_eq!(
            placed("en", "use its own horse on b5 as"),
            [(Role::Horse, h5)]
        );
        assert_eq!(
            placed("en", "Cho's cannons are at b5"),
            [(Role::Cannon, h5)]
        );
        assert_eq!(placed("en", "move to b5"), []);
        assert_eq!(placed("zh", "以 b5 的己马为跳板"), [(Role::Horse, h5)]);
        assert_eq!(placed("zh", "楚包在 b5，"), [(Role::Cannon, h5)]);
        assert_eq!(placed("zh", "走到 b5 的点"), []);
        assert_eq!(placed("ko", "b5의 자기 마를 포다리로"), [(Role::Horse, h5)]);
        assert_eq!(
            placed("ko", "한의 포가 b5에 있습니다"),
            [(Role::Cannon, h5)]
        );
        assert_eq!(placed("ko", "포가 b5에 가면"), []);
        assert_eq!(placed("ko", "b5의 상대를"), []);
    }

    #[test]
    fn runs_break_at_spaces_and_cjk() {
        assert_eq!(longest_run("ab cde"), 3);
        assert_eq!(longest_run("包跳过包跳过"), 0);
        assert_eq!(longest_run(&"x".repeat(90)), 90);
    }
}
