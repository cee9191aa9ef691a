//! The search's tunables, each named once with why it is what it is. Scores are in
//! [`eval`](super::eval)'s units (a soldier 200, a horse 500, a chariot 1300), depths are plies. Changing any of these changes
//! the search: check the `bench` node signature (`docs/PERFORMANCE.md`) and play a match.

/// Deepest ply the search goes (the PV table's size); iterative deepening stops two short.
pub(super) const MAX_PLY: usize = 96;

/// The clock, the stop flag and the node limit are looked at every this many nodes (a power
/// of two, used as a mask): often enough to stop within a millisecond, rarely enough to cost
/// nothing.
pub(super) const STOP_CHECK_MASK: u64 = 1024 - 1;

/// Iterations from this depth on search a window around the last score first: shallower
/// scores swing too much for a narrow window to hold.
pub(super) const ASPIRATION_MIN_DEPTH: u32 = 5;
/// The aspiration window's first half-width, a sixth of a soldier: most iterations move the
/// score by less. Doubled on every fail.
pub(super) const ASPIRATION_DELTA: i32 = 35;
/// Once the half-width grows past this, the window opens fully: the score is moving by more
/// than a cannon and re-searching narrow windows would only waste passes.
pub(super) const ASPIRATION_MAX_DELTA: i32 = 800;

/// With a move time, a new iteration starts only while less than this fraction of the time
/// (numerator, denominator) is used: each iteration costs a few times the last one.
pub(super) const ITERATION_TIME_FRACTION: (u32, u32) = (3, 5);

/// Reverse futility pruning: at depth ≤ this ...
pub(super) const RFP_MAX_DEPTH: i32 = 6;
/// ... a node whose static evaluation beats beta by this much per ply of depth is cut: a
/// shallow search rarely loses more than half a soldier or so per ply.
pub(super) const RFP_MARGIN_PER_DEPTH: i32 = 120;

/// Null-move pruning from this depth on (below, the reduced search would be a quiescence
/// search and proves little).
pub(super) const NULL_MIN_DEPTH: i32 = 3;
/// The null move's reduction: this base ...
pub(super) const NULL_BASE_REDUCTION: i32 = 2;
/// ... plus one ply per this many plies of depth ...
pub(super) const NULL_DEPTH_DIVISOR: i32 = 4;
/// ... plus one per this much the evaluation beats beta (a bigger surplus needs less proof) ...
pub(super) const NULL_EVAL_DIVISOR: i32 = 250;
/// ... up to this many extra plies for the surplus.
pub(super) const NULL_EVAL_MAX_REDUCTION: i32 = 2;
/// From this depth on a null-move cut is verified by a reduced plain search: deep cuts prune
/// the most, so a zugzwang-like mistake there would cost the most.
pub(super) const NULL_VERIFY_DEPTH: i32 = 8;

/// Late-move and futility pruning apply at depth ≤ this (near the leaves, where a quiet move
/// rarely changes the score).
pub(super) const PRUNE_MAX_DEPTH: i32 = 4;
/// Late-move pruning: quiet moves searched at depth 1..=4 (index) before the rest are skipped.
pub(super) const LMP_MOVES: [usize; 5] = [0, 5, 8, 13, 20];
/// Futility pruning: quiet moves are skipped when the evaluation plus this base ...
pub(super) const FUTILITY_BASE: i32 = 90;
/// ... plus this per ply of depth still falls short of alpha.
pub(super) const FUTILITY_PER_DEPTH: i32 = 110;

/// Checks extend the search by one ply while the node is shallower than twice (depth + this):
/// a bound, so a run of checks cannot grow the tree without end.
pub(super) const CHECK_EXTENSION_SLACK: usize = 4;

/// Late-move reductions from this depth on ...
pub(super) const LMR_MIN_DEPTH: i32 = 3;
/// ... for quiet moves from this index on (the first two are the likeliest best).
pub(super) const LMR_MIN_MOVE: usize = 2;
/// The reduction is about ln(depth)·ln(move number) / this, as in Stockfish.
pub(super) const LMR_DIVISOR: f64 = 2.25;

/// A quiet move's history score (from-to plus continuation) of this much or more reduces it
/// one ply less; this little or less (negative), one ply more.
pub(super) const LMR_HISTORY_DIVISOR: i32 = 8000;

/// The bound of every history value (gravity keeps them within ±this).
pub(super) const HISTORY_MAX: i32 = 16384;
/// The largest history bonus of one cutoff (reached from depth 8 on).
pub(super) const HISTORY_BONUS_MAX: i32 = 1200;

/// Internal iterative reduction: a node without a table move is searched one ply shallower
/// from this depth on.
pub(super) const IIR_MIN_DEPTH: i32 = 4;

/// Quiescence: a capture that leaves the evaluation plus the victim plus this short of alpha
/// is not searched (delta pruning).
pub(super) const QS_DELTA_MARGIN: i32 = 200;

/// Static exchange pruning in the main search at depth ≤ this ...
pub(super) const SEE_PRUNE_MAX_DEPTH: i32 = 6;
/// ... of a capture that loses more than this per ply of depth by the exchange ...
pub(super) const SEE_CAPTURE_MARGIN: i32 = 180;
/// ... and of a quiet move that loses more than this times depth² (at depth 1 any hanging
/// piece, at depth 4 about a horse).
pub(super) const SEE_QUIET_MARGIN: i32 = 30;

/// Quiescence answers check with every move only this many plies deep; below that it stands
/// pat even in check, so a string of checks cannot explode the capture search.
pub(super) const QS_CHECK_PLIES: u32 = 4;

/// Late-move reductions by depth and move number (both capped at 63).
pub(super) fn lmr_table() -> [[u8; 64]; 64] {
    let mut t = [[0u8; 64]; 64];
    for (d, row) in t.iter_mut().enumerate().skip(1) {
        for (i, r) in row.iter_mut().enumerate().skip(1) {
            *r = (0.5 + (d as f64).ln() * (i as f64).ln() / LMR_DIVISOR) as u8;
        }
    }
    t
}
