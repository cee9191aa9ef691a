// The room page in a real browser (Debian's chromium, headless, through puppeteer-core):
//
// 1. two pages (English at 1280×800 with a mouse, Korean at 360×640 by touch) play a short
//    game: moves by click and by drag, a takeback asked and declined, a reload that keeps the
//    seat, then a draw offered and accepted;
// 2. a Chinese page and the terminal client (`janggi-tutor join` on a pseudo-terminal) play
//    each other; the page's refused try shows the engine's reason in Chinese; a third page
//    watches; the page resigns.
//
// Run by tools/browser-test.sh (which builds the binary and installs puppeteer-core).
// Environment: JANGGI_BIN (the binary), CHROMIUM (default /usr/bin/chromium), SHOTS (folder
// for the screenshots; unset: none).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import puppeteer from 'puppeteer-core';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = join(HERE, '..', '..');
const BIN = process.env.JANGGI_BIN || join(ROOT, 'target', 'debug', 'janggi-tutor');
const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';
const SHOTS = process.env.SHOTS || '';
const TIMEOUT = 15000;

const work = mkdtempSync(join(tmpdir(), 'janggi-browser-'));
const children = [];
let failures = 0;
const pageErrors = [];

function check(cond, what) {
  if (cond) {
    console.log('  ok  ' + what);
  } else {
    failures += 1;
    console.log('  FAIL ' + what);
  }
}

function startServer(data = join(work, 'data')) {
  return new Promise((resolve, reject) => {
    const p = spawn(BIN, ['--lang', 'en', 'serve', '--addr', '127.0.0.1:0', '--data', data], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.push(p);
    let out = '';
    p.stdout.on('data', (d) => {
      out += d;
      const m = /listening on ws:\/\/([\d.:]+)\/ws/.exec(out);
      if (m) resolve(m[1]);
    });
    p.on('exit', (code) => reject(new Error('the server ended: ' + code)));
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function openPage(browser, base, { lang, width, height, touch }) {
  const ctx = await browser.createBrowserContext();
  const page = await ctx.newPage();
  await page.setViewport({ width, height, isMobile: !!touch, hasTouch: !!touch, deviceScaleFactor: 1 });
  await page.evaluateOnNewDocument((l) => {
    Object.defineProperty(navigator, 'languages', { get: () => [l] });
    Object.defineProperty(navigator, 'language', { get: () => l });
  }, lang);
  page.on('pageerror', (e) => pageErrors.push(lang + ': ' + e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') pageErrors.push(lang + ': console: ' + m.text());
  });
  await page.goto(base);
  await page.waitForFunction(() => document.body.dataset.lang && document.querySelector('svg.board'), { timeout: TIMEOUT });
  return page;
}

const text = (page, sel) => page.$eval(sel, (e) => e.textContent);
const moveCount = (page) => page.$$eval('#moves li:not(.empty)', (l) => l.length);
async function waitMoves(page, n) {
  await page.waitForFunction((k) => document.querySelectorAll('#moves li:not(.empty)').length === k, { timeout: TIMEOUT }, n);
}
async function waitVisible(page, sel) {
  await page.waitForFunction((s) => { const e = document.querySelector(s); return e && !e.closest('[hidden]'); }, { timeout: TIMEOUT }, sel);
}

/// The screen point of a board square, as the page draws it (flipped or not).
async function point(page, sq) {
  return page.evaluate((s) => {
    const svg = document.querySelector('svg.board');
    const f = s.charCodeAt(0) - 97, r = Number(s.slice(1)) - 1;
    const flipped = svg.dataset.flipped === '1';
    const p = svg.createSVGPoint();
    p.x = 36 + 40 * (flipped ? 8 - f : f);
    p.y = 24 + 40 * (flipped ? r : 9 - r);
    const q = p.matrixTransform(svg.getScreenCTM());
    return { x: q.x, y: q.y };
  }, sq);
}

async function click(page, sq) {
  const p = await point(page, sq);
  await page.mouse.click(p.x, p.y);
}

async function mouseDrag(page, from, to) {
  const a = await point(page, from), b = await point(page, to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(b.x, b.y, { steps: 10 });
  await page.mouse.up();
}

async function touchDrag(page, from, to) {
  await page.$eval('svg.board', (s) => s.scrollIntoView({ block: 'center' }));
  const a = await point(page, from), b = await point(page, to);
  await page.touchscreen.touchStart(a.x, a.y);
  for (let i = 1; i <= 10; i++) await page.touchscreen.touchMove(a.x + ((b.x - a.x) * i) / 10, a.y + ((b.y - a.y) * i) / 10);
  await page.touchscreen.touchEnd();
}

async function tap(page, sel) {
  // Scrolled into view and left to settle, then a touch at its middle.
  await page.$eval(sel, (e) => e.scrollIntoView({ block: 'center' }));
  await sleep(150);
  const box = await (await page.$(sel)).boundingBox();
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

async function shot(page, name) {
  if (!SHOTS) return;
  await page.evaluate(() => window.scrollTo(0, 0));
  await sleep(200);
  await page.screenshot({ path: join(SHOTS, name) });
  console.log('  screenshot ' + join(SHOTS, name));
}

async function twoPages(browser, base) {
  console.log('two pages: a game to a draw by agreement');
  const a = await openPage(browser, base, { lang: 'en-GB', width: 1280, height: 800 });
  const b = await openPage(browser, base, { lang: 'ko-KR', width: 360, height: 640, touch: true });
  check((await text(a, '#create')) === 'Create the room', 'the English page speaks English');
  check((await text(b, '#create')) === '방 만들기', 'the Korean page speaks Korean');

  await a.type('#host-name', 'Ana <b>bold</b>');
  await a.select('#host-side', 'cho');
  await a.select('#host-clock', 'byoyomi-10');
  await a.click('#create');
  await waitVisible(a, '#room');
  const link = await a.$eval('#share-link', (e) => e.value);
  check(/\/r\/[a-z2-9]{16}$/.test(link), 'the host gets a /r/CODE link: ' + link);

  await b.goto(link);
  await b.waitForFunction(() => document.getElementById('join-code').value.length === 16, { timeout: TIMEOUT });
  await b.type('#join-name', 'Bo');
  await tap(b, '#join');
  await waitVisible(b, '#room');
  await a.waitForFunction(() => document.querySelector('#p-top .presence').textContent !== '' && document.querySelector('#p-top .presence').classList.contains('online'), { timeout: TIMEOUT });
  check((await text(a, '#p-top .pname')).includes('Bo'), 'the host sees the guest by name');
  const hostName = await text(b, '#p-top .pname');
  check(hostName.includes('Ana <b>bold</b>') && (await b.$$('#p-top .pname b')).length === 0, 'a name is shown as text, never as HTML');
  check((await b.$eval('svg.board', (s) => s.dataset.flipped)) === '1', 'Han sees the board from its side');
  const wide = await b.evaluate(() => document.documentElement.scrollWidth);
  check(wide <= 360, 'nothing is wider than a 360 px phone: ' + wide);
  check((await text(a, '#p-bottom .clock')) === '10:00', 'both clocks show: ' + (await text(a, '#p-bottom .clock')));

  // Cho by clicks: the soldier's lit points, then a4a5.
  await click(a, 'a4');
  const dots = await a.$$eval('circle.legal', (l) => l.map((c) => c.dataset.square).sort());
  check(JSON.stringify(dots) === JSON.stringify(['a5', 'b4']), 'selecting a4 lights its legal points: ' + dots);
  await click(a, 'a5');
  await waitMoves(a, 1);
  await waitMoves(b, 1);
  // Han by touch drag.
  await touchDrag(b, 'a7', 'a6');
  // Both pages list it (the page that moved may hear back after the other).
  await waitMoves(a, 2);
  await waitMoves(b, 2);
  check(true, 'a touch drag plays a move');
  const koMoves = await b.$$eval('#moves li', (l) => l.map((x) => x.textContent));
  check(koMoves.length === 2 && /[가-힣]/.test(koMoves.join('')), 'the Korean move list is in the Korean record form: ' + koMoves.join(' '));

  // A reload keeps the seat.
  await a.reload();
  await waitVisible(a, '#room');
  await a.waitForFunction(() => document.querySelector('#p-bottom .you').textContent !== '', { timeout: TIMEOUT });
  check((await a.$eval('#p-bottom', (e) => e.dataset.side)) === 'cho', 'after a reload the page is Cho again');
  check((await text(a, '#status')) === 'Your move.', 'and it is its move: ' + (await text(a, '#status')));
  await mouseDrag(a, 'c4', 'c5');
  await waitMoves(b, 3);
  check(true, 'a mouse drag after the reload plays a move');

  // A takeback asked and declined.
  await a.click('#takeback');
  await waitVisible(b, '#offer-box');
  check((await b.$eval('#offer-box', (e) => e.dataset.what)) === 'takeback', 'the guest is asked for a takeback');
  await tap(b, '#decline');
  await a.waitForFunction(() => document.getElementById('note').textContent.includes('declined'), { timeout: TIMEOUT });
  check(true, 'the host reads that it was declined');
  await touchDrag(b, 'c7', 'c6');
  await waitMoves(a, 4);

  // The screenshots: the host with a horse's points lit; the guest on a phone.
  await click(a, 'b1');
  await a.waitForFunction(() => document.querySelectorAll('circle.legal').length > 0, { timeout: TIMEOUT });
  await shot(a, 'browser-1280x800.png');
  await click(a, 'b1');

  // The draw.
  await a.click('#draw');
  await waitVisible(b, '#offer-box');
  await shot(b, 'browser-360x640.png');
  await tap(b, '#accept');
  await a.waitForFunction(() => document.getElementById('status').dataset.result === 'agreement', { timeout: TIMEOUT });
  await b.waitForFunction(() => document.getElementById('status').dataset.result === 'agreement', { timeout: TIMEOUT });
  check((await text(a, '#status')) === 'Draw: agreed.', 'the result: ' + (await text(a, '#status')));
  await a.browserContext().close();
  await b.browserContext().close();
}

function zhReason(key, args) {
  const line = readFileSync(join(ROOT, 'i18n', 'zh', 'engine.ftl'), 'utf8').split('\n').find((l) => l.startsWith(key + ' = '));
  let s = line.slice(key.length + 3);
  for (const [k, v] of Object.entries(args)) s = s.split('{ $' + k + ' }').join(v);
  return s;
}

async function pageAndTerminal(browser, base) {
  console.log('a page and the terminal client');
  const c = await openPage(browser, base, { lang: 'zh-CN', width: 1280, height: 800 });
  check((await text(c, '#create')) === '开房间', 'the Chinese page speaks Chinese');
  await c.type('#host-name', '小明');
  await c.select('#host-side', 'cho');
  await c.click('#create');
  await waitVisible(c, '#room');
  const link = await c.$eval('#share-link', (e) => e.value);
  const code = link.slice(-16);

  const log = join(work, 'terminal.log');
  writeFileSync(log, '');
  const term = spawn('python3', [join(HERE, 'pty_relay.py'), log, BIN, '--lang', 'en', 'join', 'ws://' + new URL(base).host + '/ws', code,
    '--name', 'Term', '--progress', join(work, 'progress.json')], { stdio: ['pipe', 'inherit', 'inherit'] });
  children.push(term);
  const type = (keys) => term.stdin.write(JSON.stringify(keys) + '\n');
  await c.waitForFunction(() => document.querySelector('#p-top .pname').textContent.includes('Term') && document.querySelector('#p-top .presence').classList.contains('online'), { timeout: TIMEOUT });
  check(true, 'the terminal client took the Han seat of the page\'s room');

  // A refused try: the chariot cannot jump its own soldier.
  await click(c, 'a1');
  await click(c, 'a5');
  await c.waitForFunction(() => document.getElementById('note').classList.contains('bad'), { timeout: TIMEOUT });
  const note = await text(c, '#note');
  const expected = zhReason('reason-chariot-blocked', { square: 'a4' });
  check(note.includes(expected) && note.startsWith('不能这样走'), 'a refused try shows the engine\'s reason in Chinese: ' + note);
  check((await moveCount(c)) === 0, 'and plays nothing');
  await shot(c, 'browser-zh-refused-1280x800.png');

  await click(c, 'a4');
  await click(c, 'a5');
  await waitMoves(c, 1);
  await sleep(500);
  type('m');
  await sleep(300);
  type('a7a6\r');
  await waitMoves(c, 2);
  check(true, 'the terminal client\'s move reaches the page');
  const zhMoves = await c.$$eval('#moves li', (l) => l.map((x) => x.textContent));
  check(/[卒兵]/.test(zhMoves.join('')), 'the Chinese move list names the pieces in Chinese: ' + zhMoves.join(' '));

  // A watcher's page.
  const w = await openPage(browser, link, { lang: 'en-US', width: 1280, height: 800 });
  await w.waitForFunction(() => document.getElementById('join-code').value.length === 16, { timeout: TIMEOUT });
  await w.click('#watch');
  await waitVisible(w, '#room');
  await waitMoves(w, 2);
  check((await text(w, '#status')).startsWith('You are watching'), 'a page watches the page-against-terminal game');
  check((await w.$eval('#actions', (e) => e.hidden)), 'a watcher has no game buttons');

  // The page resigns (two clicks).
  await c.click('#resign');
  await c.click('#resign');
  await w.waitForFunction(() => document.getElementById('status').dataset.result === 'resignation', { timeout: TIMEOUT });
  check((await text(w, '#status')) === 'Han wins: resignation.', 'the watcher sees the result: ' + (await text(w, '#status')));
  await sleep(500);
  const screen = readFileSync(log, 'utf8');
  check(screen.includes('Term'), 'the terminal client drew its screen');
  term.stdin.end();
  await c.browserContext().close();
  await w.browserContext().close();
}

// 3. A server whose data folder cannot be made (its parent is a file): the game goes on and
//    both pages say, each in its language, that the server cannot save it.
async function notSaved(browser) {
  console.log('a server that cannot save: the pages say so');
  const file = join(work, 'a-file');
  writeFileSync(file, 'not a folder');
  const addr = await startServer(join(file, 'data'));
  const base = 'http://' + addr + '/';
  const a = await openPage(browser, base, { lang: 'zh-CN', width: 1280, height: 800 });
  const b = await openPage(browser, base, { lang: 'en-GB', width: 1280, height: 800 });
  await a.type('#host-name', '甲');
  await a.select('#host-side', 'cho');
  await a.click('#create');
  await waitVisible(a, '#room');
  const link = await a.$eval('#share-link', (e) => e.value);
  await b.goto(link);
  await b.waitForFunction(() => document.getElementById('join-code').value.length === 16, { timeout: TIMEOUT });
  await b.type('#join-name', 'Bo');
  await b.click('#join');
  await waitVisible(b, '#room');
  await click(a, 'a4');
  await click(a, 'a5');
  await waitMoves(a, 1);
  await waitMoves(b, 1);
  await a.waitForFunction(() => !document.getElementById('not-saved').hidden, { timeout: TIMEOUT });
  await b.waitForFunction(() => !document.getElementById('not-saved').hidden, { timeout: TIMEOUT });
  const zh = await text(a, '#not-saved');
  const en = await text(b, '#not-saved');
  check(zh.startsWith('服务器无法保存这场对局') && zh.includes('不是文件夹') && !/[A-Za-z{]/.test(zh), 'the Chinese page says the server cannot save: ' + zh);
  check(en.startsWith('The server cannot save this game') && en.includes('is a file') && !en.includes('{'), 'the English page says so too: ' + en);
  await shot(a, 'browser-zh-not-saved');
  await a.browserContext().close();
  await b.browserContext().close();
}

async function main() {
  const addr = await startServer();
  const base = 'http://' + addr + '/';
  console.log('server at ' + base);
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--font-render-hinting=none'],
  });
  try {
    await twoPages(browser, base);
    await pageAndTerminal(browser, base);
    await notSaved(browser);
  } catch (e) {
    failures += 1;
    console.log('  FAIL ' + (e && e.stack ? e.stack : e));
  } finally {
    await browser.close();
    for (const p of children) p.kill();
  }
  for (const e of pageErrors) console.log('  page error: ' + e);
  failures += pageErrors.length;
  console.log(failures ? failures + ' failure(s)' : 'all passed');
  process.exit(failures ? 1 : 0);
}

main();
