//! The class model's own tests: the report from answers, the store's cut lines.

use super::msg::AnswerMsg;
use super::report::compute;
use super::store::Line;

fn answer(name: &str, ex: &str, text: &str, correct: bool, tags: &[&str]) -> AnswerMsg {
    AnswerMsg {
        class: "c".into(),
        name: name.into(),
        token: String::new(),
        id: format!("{name}-{ex}-{text}"),
        lesson: "l".into(),
        exercise: ex.into(),
        answer: text.into(),
        correct,
        solved: correct,
        stars: if correct { 2 } else { 0 },
        tries: 0,
        hints: 0,
        misconceptions: tags.iter().map(|t| t.to_string()).collect(),
    }
}

#[test]
fn the_report_counts_each_students_own_answers() {
    let exercises = vec![("l".to_string(), "a".to_string()), ("l".into(), "b".into())];
    let answers = vec![
        answer("ann", "a", "no", false, &["leg"]),
        answer("ann", "a", "yes", true, &[]),
        answer("bo", "a", "yes", true, &[]),
        answer("cy", "a", "no", false, &["leg", "eye"]),
        answer("cy", "b", "c3", true, &[]),
    ];
    let r = compute("c", &exercises, &answers);
    assert_eq!(r.exercises_total, 2);
    assert_eq!(r.answers, 5);
    let names: Vec<&str> = r.students.iter().map(|s| s.name.as_str()).collect();
    assert_eq!(names, ["ann", "bo", "cy"]);
    assert_eq!((r.students[0].done, r.students[0].stars), (1, 2));
    assert_eq!(r.students[1].misconceptions, []);
    assert_eq!(r.students[2].misconceptions.len(), 2);
    let a = &r.exercises[0];
    assert_eq!((a.students, a.first_try_right), (3, 1));
    assert_eq!(a.wrong_answers[0].text, "no");
    assert_eq!(a.wrong_answers[0].count, 2);
    assert_eq!(a.misconceptions[0].text, "leg");
    assert_eq!(a.misconceptions[0].count, 2);
    assert_eq!(r.exercises[1].first_try_right, 1);
}

#[test]
fn a_line_cut_by_a_kill_is_left_out_and_cut_before_the_next_answer() {
    use super::msg::{Pack, PackFile};
    use super::store::{ClassStore, SavedClass};
    let dir = tempfile::tempdir().unwrap();
    let store = ClassStore::open(dir.path()).unwrap();
    let code = crate::net::ids::new_code().unwrap();
    let class = SavedClass {
        code: code.clone(),
        token: "t".into(),
        created_ms: 1,
        pack: Pack {
            files: vec![PackFile {
                name: "a.yaml".into(),
                text: "x".into(),
            }],
        },
    };
    let len = store.create(&class).unwrap();
    let len = store
        .append(
            &code,
            len,
            &Line::Answer(answer("ann", "a", "no", false, &[])),
        )
        .unwrap();
    let path = dir.path().join("classes").join(format!("{code}.log"));
    let mut bytes = std::fs::read(&path).unwrap();
    bytes.extend_from_slice(b"{\"answer\":{\"cla");
    std::fs::write(&path, &bytes).unwrap();
    let (loaded, problems) = store.load_all().unwrap();
    assert!(problems.is_empty(), "{problems:?}");
    assert_eq!(loaded[0].answers.len(), 1);
    assert_eq!(loaded[0].len, len);
    store
        .append(
            &code,
            len,
            &Line::Answer(answer("bo", "a", "yes", true, &[])),
        )
        .unwrap();
    let (loaded, _) = store.load_all().unwrap();
    assert_eq!(loaded[0].answers.len(), 2);
    assert_eq!(loaded[0].answers[1].name, "bo");
}
