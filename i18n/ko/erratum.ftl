# 오류 보고(src/lesson/erratum.rs): 강의, 자주 묻는 질문의 답, 규칙 요약이나 엔진이 틀린 것 같을 때
# 학습자가 보내는 보고서. erratum 명령과 훈련 화면의 ! 키.

erratum-title = janggi-tutor 오류 보고
erratum-line = { $label }: { $value }
erratum-heading = { $label }:
erratum-separator = {", "}
erratum-game = 장기(Janggi)
erratum-rules = { $name }, --rules { $id }
erratum-subject-exercise = 강의 { $lesson }의 문제 { $exercise }
erratum-subject-faq = 자주 묻는 질문 { $id }
erratum-subject-rules = 규칙 요약의 ‘{ $section }’ 항목
erratum-subject-position = 한 국면에 대한 엔진의 판단
erratum-source-faq = 원문의 자주 묻는 질문
erratum-source-confused = 원문의 헷갈리기 쉬운 판단
erratum-source-worked-position = 원문의 국면 풀이
erratum-source-illegal-list = 원문의 둘 수 없는 수 목록
erratum-source-practice = 원문의 실전 판단과 단계별 연습
erratum-source-rules = 원문의 규칙 조항
erratum-field-game = 게임
erratum-field-rules = 규칙
erratum-field-subject = 대상
erratum-field-source = 원문 조항
erratum-field-place = 파일
erratum-field-version = 프로그램
erratum-field-fen = 국면(FEN)
erratum-field-diagram = 배치도
erratum-field-prompt = 문제
erratum-field-option = 보기
erratum-field-explanation = 풀이
erratum-field-self-check = 스스로 점검
erratum-field-question = 질문
erratum-field-answer = 답
erratum-field-text = 본문
erratum-field-problem = 잘못된 점
erratum-field-engine = 엔진의 판단
erratum-legal-moves = { $count ->
        [0] 둘 수 있는 수가 없습니다.
       *[other] 둘 수 있는 수({ $count }개): { $moves }
    }
erratum-problem-placeholder = (무엇이 잘못된 것 같은지, 어떻게 되어야 한다고 생각하는지 여기에 적어 주세요)
erratum-send = 이 보고서를 janggi-tutor를 배포한 프로젝트의 이슈 트래커에 새 이슈로 올리거나(README의 ‘오류 알리기’에 위치가 있습니다), 이 프로그램을 준 사람에게 보내세요.
erratum-copied = 오류 보고서를 클립보드에 복사했습니다(OSC 52). 끝낼 때도 출력됩니다. 이슈에 붙여 넣으세요(README의 "문제 보고하기").
erratum-what = 무엇에 대한 보고인지 정하세요: --lesson 강의 --exercise 문제, --faq 질문, 또는 --fen 국면(--rules 규칙과 함께).
erratum-unknown-faq = 자주 묻는 질문에 ‘{ $id }’ 항목이 없습니다. 있는 항목: { $known }

## Complete error reports (issue 67)
erratum-send-address = 이 보고서를 다음 주소로 보내세요: { $address } (이 강의가 오류 보고용으로 적어 둔 주소입니다).
erratum-send-author = 이 강의는 --lessons로 불러온 것이고 오류 보고 주소가 없습니다. 이 보고서를 강의를 만든 사람에게 보내세요(파일은 위에 있습니다).
erratum-field-start = 시작 국면(FEN)
erratum-field-moves = 시작 국면에서 둔 수
erratum-field-fen-after = 그 수들을 둔 뒤의 국면(FEN, 그 기록은 위의 수들입니다)
erratum-field-sequence = 문제에서 두는 수
erratum-field-steps = 단계
erratum-step = { $step }단계, { $after }수를 둔 뒤:
erratum-field-key = 정답(janggi-tutor try에 넣는 형식)
