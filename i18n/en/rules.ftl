# The rule sets: each one's name and description (rules-<id>, rules-<id>-desc; ids in
# src/rules), and the rules reference page of the trainer screen (rules-ref-*).
# Screen texts: no East-Asian-ambiguous characters (see the note in tui.ftl).

## Rule sets

rules-basic = Basic rules
rules-basic-desc = The rules as the source text teaches them: passing is not allowed, a side facing bikjang must break it at once, soldiers never move diagonally, and 120 plies without a capture is a draw.
rules-janggi = Janggi (Fairy-Stockfish)
rules-janggi-desc = The rules of Fairy-Stockfish and pychess: passing is allowed, and in the enemy palace soldiers may also step forward along the palace lines. When the kings face each other (bikjang), the side to move must break the facing or pass. A pass in bikjang, or two passes in a row, ends the game, which is then decided by counting (Han gets 1.5 extra points).
rules-janggi-traditional = Janggi, traditional
rules-janggi-traditional-desc = Like Janggi (Fairy-Stockfish), except that a game ended by bikjang (a pass while the kings face each other) or by two passes in a row is a draw.
rules-janggi-modern = Janggi, modern
rules-janggi-modern-desc = Bikjang has no special meaning. Two passes in a row end the game, which is then decided by counting (Han gets 1.5 extra points).
rules-janggi-casual = Janggi, casual
rules-janggi-casual-desc = Bikjang has no special meaning. Two passes in a row end the game in a draw.

## Rules reference

rules-ref-title = Sections
rules-ref-board-title = Board and setup
rules-ref-board-body =
    - The board has 9 vertical lines (files a to i) and 10 horizontal lines (ranks 1 to 10); pieces stand on the points where they cross. There is no river.
    - Cho sits at the bottom and always moves first; Han sits at the top.
    - Each side has a palace of 3 x 3 points (d1 to f3 for Cho, d8 to f10 for Han) crossed by two diagonals, the palace lines. The king and the advisors never leave their palace.
    - The default layout, back rank from left to right: chariot, horse, elephant, advisor, empty, advisor, elephant, horse, chariot. The king stands in the centre of the palace, the cannons on the third rank in front of the horses, the soldiers on every other point of the fourth rank.
    - In other traditional layouts a side swaps horse and elephant on one or both wings before the game.
rules-ref-pieces-title = Chariot, horse, elephant, advisor, king
rules-ref-pieces-body =
    - Chariot 車: any distance along a rank or file, never jumping; inside a palace also along the palace lines.
    - Horse 馬: one point straight, then one diagonally outward. If the first point is occupied, the horse is blocked there (its leg).
    - Elephant 象: one point straight, then two diagonally outward. Either point on the way blocks it. It may cross the whole board.
    - Advisor 士 and king 楚/漢: one point along a line of their own palace: straight, or diagonally only along a palace line.
    - A piece captures by moving onto an enemy piece with a legal move. Two pieces of one side never share a point. There is no castling and no promotion.
rules-ref-cannon-title = The cannon
rules-ref-cannon-body =
    - The cannon 包 moves along a rank or file (and along a palace line, corner to corner) by jumping exactly one piece, its screen: to move as well as to capture.
    - With no screen on the line it cannot move there at all. Unlike the xiangqi cannon, it never slides along an empty line.
    - The screen may not be a cannon of either side, and a cannon never captures a cannon.
    - So check the kind of the piece between, not only how many pieces there are: a cannon as the only piece between means no move.
rules-ref-soldier-title = The soldier
rules-ref-soldier-body =
    - The soldier 卒/兵 moves one point forward or sideways, sideways from its very first move. It never moves backward.
    - It captures the same way, straight ahead or sideways: there is no diagonal capture, and it never promotes.
    - Under all four Fairy-Stockfish rule sets, the traditional rules included, a soldier in the enemy palace may also step diagonally forward along a palace line, as Korean rules usually allow; only the basic rules of the source text leave it out.
rules-ref-move-title = Completing a move
rules-ref-move-body =
    - First look at the status bar: is it Cho's turn or Han's? Then select one of that side's pieces.
    - All its legal points light up, enemy pieces it can capture included (marked > <).
    - Choose a lit point: that completes the move.
    - If nothing lights up, this piece cannot move now: choose another one.
    - On the free board you may also type a move such as b1c3 (from b1 to c3). A pass is the king's own point twice (e2e2), where the rule set allows it.
    - To play a whole game against the AI, open "Play a game against the AI" on the home screen (or run janggi-tutor play): choose Cho or Han and a level from 1 to 8.
rules-ref-illegal-title = Illegal moves
rules-ref-illegal-body =
    - Moving the king onto a point that is attacked.
    - Moving a cannon with no screen, over a cannon, or onto a cannon.
    - Moving an elephant through a blocked point, or a horse whose leg is blocked.
    - Moving a soldier backward.
    - Moving one of the opponent's pieces.
    - Leaving your own king in check, or opening a line to it.
    - On the free board every illegal try shows the engine's reason and marks the points it names with * *.
rules-ref-end-title = Winning and drawing
rules-ref-end-body =
    - Checkmate the enemy king to win. A side that has no legal move on its turn loses.
    - Two kings facing each other on a file with nothing between them (bikjang) is legal. Under the basic rules the other side must then break it: move its king away or put a piece between; a capture counts only if it also ends the facing.
    - Under the basic rules 60 moves of each side (120 plies) without a capture make a draw. Players may also agree to a draw.
rules-ref-versions-title = Rule versions
rules-ref-versions-body = The lessons teach the basic rules of the source text. Online play (pychess, Fairy-Stockfish) uses variants that differ mainly in passing, in soldier moves inside the palace and in how bikjang ends a game; they also differ in the no-capture limit, in repetition and perpetual check, and, under the modern rules, in moving one piece back and forth. The FAQ compares passing, bikjang and the no-capture limit under every version. Who checked this: every exercise and every FAQ claim is judged by the program's rules engine, which is tested against Fairy-Stockfish; no named professional player has reviewed the content yet. The hints and the review's sentences are advice, not rules.
