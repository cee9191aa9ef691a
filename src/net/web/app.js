// The room page: protocol v1 (docs/PROTOCOL.md) over a WebSocket to the server that served
// the page, a board drawn in SVG as the handouts draw it, and the page's words from the
// server's Fluent files (/i18n/LANG.json). Plain JavaScript, no build step, nothing loaded
// from elsewhere. Names and codes from the network only ever become text (textContent,
// attribute values), never HTML.
'use strict';

const SVGNS = 'http://www.w3.org/2000/svg';
const LANGS = ['zh', 'ko', 'en'];
// The handout board's geometry (src/handout/svg.rs).
const CELL = 40, LEFT = 36, TOP = 24, RIGHT = 22, BOTTOM = 42;
const WIDTH = LEFT + CELL * 8 + RIGHT, HEIGHT = TOP + CELL * 9 + BOTTOM;
const COLOUR = { cho: '#17663a', han: '#b3261e' };
const MARK = '#d9730d';
const GLYPH_FONTS = "'Noto Serif CJK KR','Noto Serif CJK SC','Source Han Serif','Songti SC','SimSun','Batang',serif";
const ROLES = {
  k: { cho: '楚', han: '漢', r: 18.5 }, a: { cho: '士', han: '士', r: 13.5 },
  b: { cho: '象', han: '象', r: 16.5 }, e: { cho: '象', han: '象', r: 16.5 },
  n: { cho: '馬', han: '馬', r: 16.5 }, h: { cho: '馬', han: '馬', r: 16.5 },
  r: { cho: '車', han: '車', r: 16.5 }, c: { cho: '包', han: '包', r: 16.5 },
  p: { cho: '卒', han: '兵', r: 13.5 },
};
const CLOCKS = {
  none: null,
  'byoyomi-10': { main_s: 600, periods: 3, period_s: 30 },
  'byoyomi-5': { main_s: 300, periods: 3, period_s: 20 },
  'fischer-5': { main_s: 300, increment_s: 3 },
};

const $ = (id) => document.getElementById(id);
const store = {
  get(k) { try { return localStorage.getItem(k); } catch (_) { return null; } },
  set(k, v) { try { localStorage.setItem(k, v); } catch (_) { /* private mode */ } },
  del(k) { try { localStorage.removeItem(k); } catch (_) { /* private mode */ } },
};
const seatKey = (code) => 'janggi-seat:' + code;

// ---- words -------------------------------------------------------------------------------
let T = {};
let lang = 'en';

function t(id, args) {
  let s = Object.prototype.hasOwnProperty.call(T, id) ? T[id] : id;
  for (const [k, v] of Object.entries(args || {})) s = s.split('{' + k + '}').join(String(v));
  return s;
}

function browserLang() {
  const saved = store.get('janggi-lang');
  if (LANGS.includes(saved)) return saved;
  for (const l of navigator.languages || [navigator.language || '']) {
    const p = String(l).toLowerCase().split('-')[0];
    if (LANGS.includes(p)) return p;
  }
  return 'en';
}

async function loadLang(l) {
  try {
    const r = await fetch('/i18n/' + l + '.json', { cache: 'no-cache' });
    if (!r.ok) throw new Error(String(r.status));
    const j = await r.json();
    T = j.messages || {};
    lang = l;
  } catch (_) {
    if (l !== 'en') return loadLang('en');
  }
  document.documentElement.lang = lang;
  $('lang').value = lang;
  for (const el of document.querySelectorAll('[data-t]')) el.textContent = t(el.dataset.t);
  for (const el of document.querySelectorAll('[data-t-placeholder]')) el.placeholder = t(el.dataset.tPlaceholder);
  document.title = t('web-title');
  document.body.dataset.lang = lang; // the words are in (tests wait for this)
  render();
}

// ---- connection --------------------------------------------------------------------------
let ws = null;
let failures = 0;
let room = null;        // { code, seat, token } once joined
let st = null;          // the last `state`
let stAt = 0;           // performance.now() when it arrived
let pending = null;     // what to send once connected: { type, ... }
let rejoining = false;
let explainAsked = null;

function connect() {
  setConn(t('web-connecting'));
  const url = (location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + '/ws';
  ws = new WebSocket(url);
  ws.onopen = () => { failures = 0; setConn(''); hello(); };
  ws.onmessage = (e) => { let m; try { m = JSON.parse(e.data); } catch (_) { return; } onMessage(m); };
  ws.onclose = () => {
    ws = null;
    setConn(t('web-offline'));
    const wait = Math.min(4000, 250 * 2 ** failures++);
    setTimeout(connect, wait);
  };
}

function send(msg) {
  if (ws && ws.readyState === WebSocket.OPEN) { ws.send(JSON.stringify(msg)); return true; }
  note(t('web-offline'), true);
  return false;
}

// On every (re)connection: back to the seat this browser holds, or the room being watched.
function hello() {
  const code = room ? room.code : codeFromPath();
  const token = code ? store.get(seatKey(code)) : null;
  if (code && token) { rejoining = true; send({ type: 'rejoin', room: code, token, lang }); return; }
  if (room && room.seat === 'spectator') { send({ type: 'watch', room: room.code, lang }); return; }
  if (pending) { send(pending); pending = null; }
}

function codeFromPath() {
  const m = /^\/r\/([a-z2-9]{16})$/.exec(location.pathname);
  return m ? m[1] : null;
}

function onMessage(m) {
  switch (m.type) {
    case 'joined':
      room = { code: m.room, seat: m.seat, token: m.token };
      if (m.token) store.set(seatKey(m.room), m.token);
      if (location.pathname !== '/r/' + m.room) history.replaceState(null, '', '/r/' + m.room);
      flipped = m.seat === 'han';
      selected = null;
      if (rejoining) note(t('web-rejoined'));
      rejoining = false;
      show('room');
      break;
    case 'state':
      st = m; stAt = performance.now();
      if (selected && !selectable(selected)) selected = null;
      render();
      break;
    case 'offer':
      // A player reads it in the offer box; a spectator here.
      if (!isPlayer()) note(t(m.what === 'draw' ? 'web-draw-offered' : 'web-takeback-asked', { side: t('side-' + m.by) }));
      break;
    case 'answered':
      note(t(m.accept ? 'web-accepted' : 'web-declined', { side: t('side-' + m.by) }));
      break;
    case 'withdrawn':
      note(t('web-withdrawn', { side: t('side-' + m.by) }));
      break;
    case 'explained':
      if (m.legal) note(m.text);
      else note(t('web-refused', { reason: m.text }), true);
      explainAsked = null;
      break;
    case 'error':
      if (rejoining && (m.code === 'bad-token' || m.code === 'no-such-room')) {
        // The saved seat is gone (the room expired, or another server): back to the lobby.
        rejoining = false;
        const code = room ? room.code : codeFromPath();
        if (code) store.del(seatKey(code));
        room = null; st = null;
        show('lobby');
        if (code) $('join-code').value = code;
        lobbyNote(t('web-seat-lost'), true);
        return;
      }
      rejoining = false;
      if (!room) lobbyNote(t('net-error-' + m.code), true);
      else note(t('net-error-' + m.code), true);
      break;
    default:
      break;
  }
}

// ---- lobby -------------------------------------------------------------------------------
function start(msg) {
  if (ws && ws.readyState === WebSocket.OPEN) send(msg);
  else pending = msg;
}

function lobbyNote(text, bad) {
  const el = $('lobby-note');
  el.textContent = text;
  el.classList.toggle('bad', !!bad);
}

function setupLobby() {
  const savedName = store.get('janggi-name') || '';
  $('host-name').value = savedName;
  $('join-name').value = savedName;
  const code = codeFromPath();
  if (code) $('join-code').value = code;
  $('host-form').addEventListener('submit', (e) => {
    e.preventDefault();
    const name = $('host-name').value.trim();
    store.set('janggi-name', name);
    start({
      type: 'create', rules: $('host-rules').value, side: $('host-side').value,
      name, clock: CLOCKS[$('host-clock').value] || null, lang,
    });
  });
  const codeValue = () => $('join-code').value.trim().toLowerCase();
  $('join-form').addEventListener('submit', (e) => {
    e.preventDefault();
    const name = $('join-name').value.trim();
    store.set('janggi-name', name);
    const c = codeValue();
    if (c) start({ type: 'join', room: c, name, lang });
  });
  $('watch').addEventListener('click', () => {
    const c = codeValue();
    if (c) start({ type: 'watch', room: c, lang });
  });
}

function show(which) {
  $('lobby').hidden = which !== 'lobby';
  $('room').hidden = which !== 'room';
  render();
}

// ---- the board ---------------------------------------------------------------------------
let flipped = false;
let selected = null;    // 'b1' ...
let drag = null;
let svg = null;
let layers = null;

function el(name, attrs, parent) {
  const e = document.createElementNS(SVGNS, name);
  for (const [k, v] of Object.entries(attrs || {})) e.setAttribute(k, String(v));
  if (parent) parent.appendChild(e);
  return e;
}

// Squares as [file 0..8, rank 0..9] (rank 0 is Cho's back rank).
const sqName = (f, r) => String.fromCharCode(97 + f) + (r + 1);
function parseSq(s) {
  const m = /^([a-i])(10|[1-9])$/.exec(s);
  return m ? [m[1].charCodeAt(0) - 97, Number(m[2]) - 1] : null;
}
function px(f, r) {
  const vf = flipped ? 8 - f : f;
  const vr = flipped ? r : 9 - r;
  return [LEFT + CELL * vf, TOP + CELL * vr];
}

function parseFen(fen) {
  const board = {};
  const rows = String(fen || '').split(' ')[0].split('/');
  rows.forEach((row, i) => {
    const rank = 9 - i;
    let f = 0;
    for (const ch of row.match(/\d+|./g) || []) {
      if (/\d/.test(ch)) { f += Number(ch); continue; }
      const role = ch.toLowerCase();
      if (ROLES[role] && f < 9) board[sqName(f, rank)] = { role, side: ch === role ? 'han' : 'cho' };
      f += 1;
    }
  });
  return board;
}

function buildBoard() {
  svg = el('svg', { viewBox: `0 0 ${WIDTH} ${HEIGHT}`, class: 'board', role: 'img' });
  el('title', {}, svg).textContent = t('web-board');
  el('rect', { x: 0, y: 0, width: WIDTH, height: HEIGHT, fill: '#f6ead0' }, svg);
  layers = {
    grid: el('g', {}, svg), marks: el('g', {}, svg), pieces: el('g', {}, svg),
    dots: el('g', {}, svg), drag: el('g', { 'pointer-events': 'none' }, svg),
  };
  $('board-wrap').appendChild(svg);
  svg.addEventListener('pointerdown', onDown);
  svg.addEventListener('pointermove', onMove);
  svg.addEventListener('pointerup', onUp);
  svg.addEventListener('pointercancel', () => { drag = null; layers.drag.replaceChildren(); renderBoard(); });
}

function line(g, a, b, w) {
  const [x1, y1] = px(a[0], a[1]), [x2, y2] = px(b[0], b[1]);
  el('line', { x1, y1, x2, y2, stroke: '#3a2f1f', 'stroke-width': w }, g);
}

function drawGrid() {
  const g = layers.grid;
  g.replaceChildren();
  for (let r = 0; r < 10; r++) line(g, [0, r], [8, r], r === 0 || r === 9 ? 1.6 : 1);
  for (let f = 0; f < 9; f++) line(g, [f, 0], [f, 9], f === 0 || f === 8 ? 1.6 : 1);
  for (const [lo, hi] of [[0, 2], [7, 9]]) { line(g, [3, lo], [5, hi], 1); line(g, [5, lo], [3, hi], 1); }
  const style = { 'font-family': 'sans-serif', 'font-size': 12, fill: '#3a2f1f', 'text-anchor': 'middle' };
  for (let f = 0; f < 9; f++) {
    const [x] = px(f, 0);
    el('text', { ...style, x, y: HEIGHT - 12 }, g).textContent = String.fromCharCode(97 + f);
  }
  for (let r = 0; r < 10; r++) {
    const [, y] = px(0, r);
    el('text', { ...style, x: LEFT / 2 - 6, y: y + 4 }, g).textContent = String(r + 1);
  }
}

function pieceGroup(piece, x, y, parent) {
  const g = el('g', { class: 'piece' }, parent);
  const spec = ROLES[piece.role];
  const c = COLOUR[piece.side];
  el('circle', { cx: x, cy: y, r: spec.r, fill: '#fffaf0', stroke: c, 'stroke-width': 1.8 }, g);
  if (piece.side === 'han') el('circle', { cx: x, cy: y, r: spec.r - 3, fill: 'none', stroke: c, 'stroke-width': 0.8 }, g);
  const size = spec.r * 1.05;
  const txt = el('text', {
    x, y: y + size * 0.36, 'font-family': GLYPH_FONTS, 'font-size': size.toFixed(1),
    'font-weight': 'bold', fill: c, 'text-anchor': 'middle',
  }, g);
  txt.textContent = spec[piece.side];
  return g;
}

function legalFrom(sq) {
  if (!st || !Array.isArray(st.legal)) return [];
  return st.legal.filter((m) => m.startsWith(sq) && parseSq(m.slice(sq.length)) && m.length > sq.length)
    .map((m) => m.slice(sq.length));
}

function renderBoard() {
  if (!svg) return;
  drawGrid();
  const board = st ? parseFen(st.fen) : {};
  const { marks, pieces, dots } = layers;
  marks.replaceChildren(); pieces.replaceChildren(); dots.replaceChildren();
  const last = st && st.moves.length ? st.moves[st.moves.length - 1] : null;
  if (last) {
    const m = /^([a-i](?:10|[1-9]))([a-i](?:10|[1-9]))$/.exec(last);
    if (m) for (const s of [m[1], m[2]]) {
      const [x, y] = px(...parseSq(s));
      el('rect', { x: x - 19, y: y - 19, width: 38, height: 38, rx: 6, fill: MARK, 'fill-opacity': 0.18 }, marks);
    }
  }
  for (const [sq, piece] of Object.entries(board)) {
    if (drag && drag.moved && drag.from === sq) continue;
    const [x, y] = px(...parseSq(sq));
    const g = pieceGroup(piece, x, y, pieces);
    g.dataset.square = sq;
  }
  if (selected) {
    const [x, y] = px(...parseSq(selected));
    el('circle', { cx: x, cy: y, r: 19.5, fill: 'none', stroke: MARK, 'stroke-width': 3, class: 'selected' }, dots);
    for (const to of legalFrom(selected)) {
      const [tx, ty] = px(...parseSq(to));
      if (to === selected) continue;
      if (board[to]) el('circle', { cx: tx, cy: ty, r: 19.5, fill: 'none', stroke: MARK, 'stroke-width': 2.5, 'stroke-dasharray': '5 3', class: 'legal', 'data-square': to }, dots);
      else el('circle', { cx: tx, cy: ty, r: 6.5, fill: MARK, 'fill-opacity': 0.85, class: 'legal', 'data-square': to }, dots);
    }
  }
  svg.dataset.fen = st ? st.fen : '';
  svg.dataset.selected = selected || '';
  svg.dataset.flipped = flipped ? '1' : '0';
}

function squareAt(e) {
  const pt = svg.createSVGPoint();
  pt.x = e.clientX; pt.y = e.clientY;
  const ctm = svg.getScreenCTM();
  if (!ctm) return null;
  const p = pt.matrixTransform(ctm.inverse());
  const vf = Math.round((p.x - LEFT) / CELL), vr = Math.round((p.y - TOP) / CELL);
  if (vf < 0 || vf > 8 || vr < 0 || vr > 9) return null;
  const f = flipped ? 8 - vf : vf, r = flipped ? vr : 9 - vr;
  return { sq: sqName(f, r), x: p.x, y: p.y };
}

// The side whose pieces can be picked up: one's own seat, or for a spectator the side to move
// (a teacher at a projector can show a piece's points and ask why a try fails).
function controller() {
  if (!room || !st) return null;
  return room.seat === 'spectator' ? st.to_move : room.seat;
}
function isPlayer() { return room && (room.seat === 'cho' || room.seat === 'han'); }

function selectable(sq) {
  if (!st || st.result) return false;
  const piece = parseFen(st.fen)[sq];
  return !!piece && piece.side === controller() && st.to_move === piece.side;
}

function tryMove(from, to) {
  selected = null;
  const uci = from + to;
  if (isPlayer() && st.legal.includes(uci)) {
    send({ type: 'move', move: uci, ply: st.moves.length });
    note('');
  } else {
    explainAsked = uci;
    send({ type: 'explain', move: uci });
  }
  renderBoard();
}

function pick(sq) {
  const piece = st ? parseFen(st.fen)[sq] : null;
  if (!st || !piece) return;
  if (st.result) { note(t('web-game-over')); return; }
  if (isPlayer() && piece.side !== room.seat) { note(t('web-pick-own')); return; }
  if (isPlayer() && st.to_move !== room.seat) { note(t('web-not-your-turn')); return; }
  if (!isPlayer() && piece.side !== st.to_move) return;
  select(sq);
}

function select(sq) {
  selected = sq;
  const n = legalFrom(sq).filter((to) => to !== sq).length;
  note(n ? t('web-legal-count', { count: n }) : t('web-no-legal'));
  renderBoard();
}

function onDown(e) {
  const hit = squareAt(e);
  if (!hit || !st) return;
  e.preventDefault();
  const { sq } = hit;
  if (selected && sq !== selected && !selectable(sq)) { tryMove(selected, sq); return; }
  if (selectable(sq)) {
    drag = { from: sq, id: e.pointerId, wasSelected: selected === sq, moved: false, x0: hit.x, y0: hit.y };
    try { svg.setPointerCapture(e.pointerId); } catch (_) { /* not captured: fine */ }
    select(sq);
  } else {
    pick(sq);
  }
}

function onMove(e) {
  if (!drag || e.pointerId !== drag.id) return;
  const hit = squareAt(e);
  const pt = svg.createSVGPoint();
  pt.x = e.clientX; pt.y = e.clientY;
  const ctm = svg.getScreenCTM();
  if (!ctm) return;
  const p = pt.matrixTransform(ctm.inverse());
  if (!drag.moved && Math.hypot(p.x - drag.x0, p.y - drag.y0) < 8) return;
  if (!drag.moved) { drag.moved = true; renderBoard(); }
  const piece = parseFen(st.fen)[drag.from];
  layers.drag.replaceChildren();
  if (piece) pieceGroup(piece, p.x, p.y, layers.drag);
  void hit;
}

function onUp(e) {
  if (!drag || e.pointerId !== drag.id) return;
  const d = drag;
  drag = null;
  layers.drag.replaceChildren();
  const hit = squareAt(e);
  if (hit && hit.sq !== d.from && (d.moved || selected === d.from)) {
    if (d.moved) tryMove(d.from, hit.sq);
    else renderBoard();
  } else if (d.wasSelected && !d.moved) {
    selected = null;
    note('');
    renderBoard();
  } else {
    renderBoard();
  }
}

// ---- the rest of the room ----------------------------------------------------------------
function note(text, bad) {
  const n = $('note');
  n.textContent = text;
  n.classList.toggle('bad', !!bad);
}

function setConn(text) { $('conn').textContent = text; }

function fmtClock(c, running) {
  let ms = c.main_ms, extra = '';
  if (running) ms = Math.max(0, ms - (performance.now() - stAt));
  if (c.main_ms <= 0 && c.periods > 0) {
    ms = running ? Math.max(0, c.period_ms - (performance.now() - stAt)) : c.period_ms;
    extra = ' ×' + c.periods;
  }
  const s = Math.ceil(ms / 1000);
  return { text: Math.floor(s / 60) + ':' + String(s % 60).padStart(2, '0') + extra, low: s <= 10 };
}

function renderPlayer(id, side) {
  const box = $(id);
  box.classList.toggle('han', side === 'han');
  box.classList.toggle('to-move', !!st && !st.result && st.to_move === side);
  box.dataset.side = side;
  const name = st && st.players ? st.players[side] : null;
  box.querySelector('.dot').title = t('side-' + side);
  box.querySelector('.pname').textContent = (t('side-' + side)) + ' · ' + (name == null ? t('web-seat-free') : name);
  box.querySelector('.you').textContent = room && room.seat === side ? '(' + t('web-you') + ')' : '';
  const pres = box.querySelector('.presence');
  const on = !!(st && st.online && st.online[side]);
  pres.textContent = name == null ? '' : on ? t('web-online') : t('web-away');
  pres.classList.toggle('online', on);
  const clock = box.querySelector('.clock');
  if (st && st.clock) {
    const running = st.clock.running === side;
    const f = fmtClock(st.clock[side], running);
    clock.textContent = f.text;
    clock.classList.toggle('running', running);
    clock.classList.toggle('low', running && f.low);
  } else {
    clock.textContent = '';
    clock.className = 'clock';
  }
}

function resultText(r) {
  const reason = t('web-end-' + r.reason);
  return r.winner ? t('web-win', { side: t('side-' + r.winner), reason }) : t('web-draw', { reason });
}

function render() {
  if (!svg) return;
  const bottom = flipped ? 'han' : 'cho';
  renderPlayer('p-bottom', bottom);
  renderPlayer('p-top', bottom === 'cho' ? 'han' : 'cho');
  renderBoard();
  if (!room) return;
  $('room-title').textContent = t('web-room', { code: room.code });
  $('share-link').value = location.origin + '/r/' + room.code;
  let status = '';
  if (st) {
    const both = st.players && st.players.cho != null && st.players.han != null;
    if (st.result) status = resultText(st.result);
    else if (!both) status = t('web-waiting');
    else if (!isPlayer()) status = t('web-watching') + ' ' + t('web-to-move', { side: t('side-' + st.to_move) });
    else status = st.to_move === room.seat ? t('web-your-move') : t('web-their-move');
  }
  $('status').textContent = status;
  $('status').dataset.result = st && st.result ? st.result.reason : '';
  // The server cannot save this room (`not_saved`): the game goes on, but say so.
  const ns = st && st.not_saved;
  $('not-saved').hidden = !ns;
  $('not-saved').textContent = ns
    ? t('net-not-saved', { why: ns.reason === 'other' ? t('net-not-saved-other', { detail: ns.detail || '' }) : t('net-not-saved-' + ns.reason) })
    : '';
  // Offers.
  const offer = st && !st.result ? st.offer : null;
  const box = $('offer-box');
  box.hidden = !offer || !isPlayer();
  if (offer && isPlayer()) {
    const mine = offer.by === room.seat;
    $('offer-text').textContent = mine
      ? t(offer.what === 'draw' ? 'web-you-offered-draw' : 'web-you-asked-takeback')
      : t(offer.what === 'draw' ? 'web-draw-offered' : 'web-takeback-asked', { side: t('side-' + offer.by) });
    $('accept').hidden = mine; $('decline').hidden = mine; $('withdraw').hidden = !mine;
    box.dataset.what = offer.what;
  }
  // Actions.
  const playing = isPlayer() && st && !st.result;
  $('actions').hidden = !isPlayer();
  const both = st && st.players && st.players.cho != null && st.players.han != null;
  for (const id of ['draw', 'takeback', 'claim', 'resign']) $(id).disabled = !playing || !both;
  const pass = passMove();
  $('pass').hidden = !pass;
  $('pass').disabled = !playing || !both || !pass;
  if (!playing) disarmResign();
  // Moves.
  const list = $('moves');
  list.replaceChildren();
  const moves = st ? (Array.isArray(st.notation) && st.notation.length === st.moves.length ? st.notation : st.moves) : [];
  if (!moves.length) {
    const li = document.createElement('li');
    li.className = 'empty';
    li.textContent = t('web-no-moves-yet');
    list.appendChild(li);
  }
  moves.forEach((m, i) => {
    const li = document.createElement('li');
    li.textContent = m;
    if (i === moves.length - 1) li.className = 'last';
    list.appendChild(li);
  });
  list.scrollTop = list.scrollHeight;
}

function passMove() {
  if (!st || !isPlayer() || st.to_move !== room.seat) return null;
  return (st.legal || []).find((m) => m.length >= 4 && m.slice(0, m.length / 2) === m.slice(m.length / 2)) || null;
}

let resignArmed = null;
function disarmResign() {
  if (resignArmed) clearTimeout(resignArmed);
  resignArmed = null;
  $('resign').classList.remove('armed');
  $('resign').textContent = t('web-resign');
}

function setupRoom() {
  buildBoard();
  $('draw').addEventListener('click', () => send({ type: 'offer', what: 'draw' }));
  $('takeback').addEventListener('click', () => send({ type: 'offer', what: 'takeback' }));
  $('claim').addEventListener('click', () => send({ type: 'claim' }));
  $('pass').addEventListener('click', () => {
    const m = passMove();
    if (m) send({ type: 'move', move: m, ply: st.moves.length });
  });
  $('resign').addEventListener('click', () => {
    if (resignArmed) { disarmResign(); send({ type: 'resign' }); return; }
    $('resign').classList.add('armed');
    $('resign').textContent = t('web-resign-sure');
    resignArmed = setTimeout(disarmResign, 4000);
  });
  const answer = (accept) => { if (st && st.offer) send({ type: 'answer', what: st.offer.what, accept }); };
  $('accept').addEventListener('click', () => answer(true));
  $('decline').addEventListener('click', () => answer(false));
  $('withdraw').addEventListener('click', () => { if (st && st.offer) send({ type: 'withdraw', what: st.offer.what }); });
  $('flip').addEventListener('click', () => { flipped = !flipped; render(); });
  $('copy').addEventListener('click', async () => {
    $('share-link').select();
    try { await navigator.clipboard.writeText($('share-link').value); note(t('web-copied')); } catch (_) { /* selected: copy by hand */ }
  });
  $('leave').addEventListener('click', () => {
    room = null; st = null; selected = null;
    history.pushState(null, '', '/');
    show('lobby');
    if (ws) ws.close(); // the server takes the connection out of the room; a new one opens
  });
  $('lang').addEventListener('change', () => {
    const l = $('lang').value;
    store.set('janggi-lang', l);
    loadLang(l).then(() => {
      // The room's texts (move list, explanations) follow the connection's language.
      if (room && ws && ws.readyState === WebSocket.OPEN) hello();
    });
  });
  setInterval(() => { if (st && st.clock && st.clock.running && !st.result) { renderPlayer('p-bottom', flipped ? 'han' : 'cho'); renderPlayer('p-top', flipped ? 'cho' : 'han'); } }, 250);
}

document.addEventListener('DOMContentLoaded', () => {
  setupLobby();
  setupRoom();
  show('lobby');
  loadLang(browserLang()).then(connect);
});
