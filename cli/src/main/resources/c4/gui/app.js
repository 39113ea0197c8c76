// c4 GUI: the page's logic. The server checks everything again; this file keeps the game (a 7x6
// move string, 1-based columns as in the protocol), draws it and talks to the engine through
// /api/* and the event stream. Invariant: state.moves is always a legal position (never past the end
// of the game), and the address bar's ?pos= always equals it.
'use strict';

const W = 7, H = 6;
const HALF = W * H / 2 + 1;  // 22: a win with the side's n-th stone scores HALF - n

const state = {
  moves: '',
  mode: 'play',          // 'play' against the engine, or 'analyze'
  human: 'X',            // the side the human plays in play mode
  session: null,
  events: null,          // the EventSource
  request: 0,            // the request whose events are shown (-1: being sent); others are stale
  early: [],             // events that came before the server's answer named their request
  started: 0,            // Date.now() when the current search was asked for
  pending: null,         // 'go' | 'analyze' | null: what the engine is doing for us
  scores: {},            // column -> exact score of the analyzed position
  failed: false,
};

const $ = (id) => document.getElementById(id);

// ---- the game ----

/** Replays a move string: {board[c][r] ('X'|'O'|null), heights, winner, four, full} or {error}. */
function replay(moves) {
  const board = Array.from({ length: W }, () => Array(H).fill(null));
  const heights = Array(W).fill(0);
  let winner = null, four = null;
  for (let i = 0; i < moves.length; i++) {
    const ch = moves[i];
    const c = ch.charCodeAt(0) - 49;  // '1' -> 0
    if (!/^[1-9]$/.test(ch)) return { error: `move ${i + 1} ('${ch}') is not a column 1-${W}` };
    if (c >= W) return { error: `move ${i + 1}: column ${c + 1} is off the 7x6 board` };
    if (winner) return { error: `move ${i + 1}: the game is already won` };
    if (heights[c] === H) return { error: `move ${i + 1}: column ${c + 1} is full` };
    const side = i % 2 === 0 ? 'X' : 'O';
    const r = heights[c]++;
    board[c][r] = side;
    four = fourThrough(board, c, r);
    if (four) winner = side;
  }
  return { board, heights, winner, four, full: moves.length === W * H };
}

/** The four cells [[c, r], ...] of a line through (c, r) of one colour, or null. */
function fourThrough(board, c, r) {
  const side = board[c][r];
  for (const [dc, dr] of [[1, 0], [0, 1], [1, 1], [1, -1]]) {
    const line = [[c, r]];
    for (const s of [1, -1]) {
      let x = c + s * dc, y = r + s * dr;
      while (x >= 0 && x < W && y >= 0 && y < H && board[x][y] === side) {
        line.push([x, y]);
        x += s * dc; y += s * dr;
      }
    }
    if (line.length >= 4) return line;
  }
  return null;
}

const sideToMove = (moves) => (moves.length % 2 === 0 ? 'X' : 'O');
const game = () => replay(state.moves);
const isOver = (g) => Boolean(g.winner || g.full);

/** "win in N" / "draw" / "loss in N" for an exact score S of the side to move after m stones. */
function scoreText(s, m) {
  if (s === 0) return 'draw';
  if (s > 0) return `win in ${HALF - s - Math.floor(m / 2)}`;
  return `loss in ${HALF + s - Math.ceil(m / 2)}`;
}

// ---- drawing ----

function buildBoard() {
  const board = $('board'), scores = $('scores'), labels = $('labels');
  for (let c = 1; c <= W; c++) {
    const col = document.createElement('div');
    col.className = 'column';
    col.dataset.col = c;
    col.tabIndex = 0;
    col.setAttribute('role', 'button');
    col.setAttribute('aria-label', `column ${c}`);
    for (let r = 1; r <= H; r++) {
      const cell = document.createElement('div');
      cell.className = 'cell';
      cell.id = `cell-${c}-${r}`;
      cell.dataset.col = c;
      cell.dataset.row = r;   // 1 = bottom
      cell.dataset.stone = '';
      col.appendChild(cell);
    }
    col.addEventListener('click', () => playColumn(c));
    col.addEventListener('keydown', (e) => { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); playColumn(c); } });
    board.appendChild(col);
    const score = document.createElement('div');
    score.className = 'score';
    score.id = `score-${c}`;
    score.dataset.col = c;
    scores.appendChild(score);
    const label = document.createElement('span');
    label.textContent = c;
    labels.appendChild(label);
  }
}

/** Draws the position; the stone of the last move falls when `animate` is set. */
function render(animate) {
  const g = game();
  const last = state.moves.length ? state.moves.charCodeAt(state.moves.length - 1) - 49 : -1;
  const fours = new Set((g.four || []).map(([c, r]) => `${c},${r}`));
  for (let c = 0; c < W; c++) {
    for (let r = 0; r < H; r++) {
      const cell = $(`cell-${c + 1}-${r + 1}`);
      const stone = g.board[c][r] || '';
      cell.classList.toggle('four', fours.has(`${c},${r}`));
      if (cell.dataset.stone === stone) continue;
      cell.dataset.stone = stone;
      cell.replaceChildren();
      if (stone) {
        const s = document.createElement('div');
        s.className = 'stone';
        if (animate && c === last && r === g.heights[c] - 1) {
          s.classList.add('drop');
          s.style.setProperty('--fall', H - r);
        }
        cell.appendChild(s);
      }
    }
  }
  $('moves').placeholder = state.moves || 'e.g. 4453';
  $('human-side').textContent = state.human === 'X' ? 'X (first, yellow)' : 'O (second, red)';
  renderScores();
  renderStatus(g);
  history.replaceState(null, '', `${location.pathname}?pos=${state.moves}`);
}

function renderScores() {
  const g = game();
  const analyzing = state.mode === 'analyze';
  $('scores').hidden = !analyzing;
  let best = null;
  for (const [c, s] of Object.entries(state.scores)) if (best === null || s > state.scores[best]) best = c;
  for (let c = 1; c <= W; c++) {
    const el = $(`score-${c}`);
    const s = state.scores[c];
    el.className = 'score';
    if (s !== undefined) {
      el.textContent = scoreText(s, state.moves.length);
      el.dataset.score = s;
      el.classList.add(s > 0 ? 'win' : s < 0 ? 'loss' : 'draw');
      if (state.pending !== 'analyze' && String(c) === best) el.classList.add('best');
    } else if (analyzing && !isOver(g) && g.heights[c - 1] === H) {
      el.textContent = 'full';
      el.dataset.score = '';
      el.classList.add('full');
    } else {
      el.textContent = analyzing && state.pending === 'analyze' ? '…' : '';
      el.dataset.score = '';
    }
  }
}

function renderStatus(g) {
  const over = $('gameover');
  if (isOver(g)) {
    let text;
    if (g.winner && state.mode === 'play') text = g.winner === state.human ? `You win! (${g.winner} connects four)` : `The engine wins (${g.winner} connects four)`;
    else if (g.winner) text = `${g.winner} wins: four in a row`;
    else text = 'Draw: the board is full';
    over.textContent = `Game over. ${text}`;
    over.hidden = false;
    $('status').textContent = 'Game over';
  } else {
    over.hidden = true;
    const side = sideToMove(state.moves);
    let text = `${side} to move`;
    if (state.pending === 'go') text = `The engine (${side}) is thinking…`;
    else if (state.pending === 'analyze') {
      text = `Analyzing: ${Object.keys(state.scores).length} of ${g.heights.filter((h) => h < H).length} columns solved`
        + ` (${Math.round((Date.now() - state.started) / 1000)} s; Stop ends it)…`;
    }
    else if (state.mode === 'play' && side === state.human) text = `Your move (${side})`;
    else if (state.mode === 'analyze' && Object.keys(state.scores).length) text = `${side} to move: every column scored`;
    $('status').textContent = text;
  }
  $('stop').disabled = state.pending === null;
  document.body.dataset.busy = String(state.pending !== null);
}

function showMessage(text) {
  const m = $('message');
  m.textContent = text;
  m.hidden = !text;
}

/** Shows (or with '' hides) the error banner; its button restarts the engine, or makes a new session when there is none. */
function showError(text) {
  state.failed = Boolean(text);
  $('restart').textContent = state.session ? 'Restart engine' : 'Retry';
  $('error-text').textContent = text || '';
  $('error').hidden = !text;
}

function clearInfo() {
  for (const id of ['info-depth', 'info-score', 'info-pv', 'info-nodes']) $(id).textContent = '–';
  $('info-note').textContent = '';
}

// ---- moves and commands ----

function playColumn(c) {
  const g = game();
  if (isOver(g)) return showMessage('The game is over: start a new game, undo, or set a position.');
  if (c < 1 || c > W) return showMessage(`There is no column ${c}.`);
  if (g.heights[c - 1] === H) return showMessage(`Column ${c} is full: choose another one.`);
  if (state.mode === 'play' && sideToMove(state.moves) !== state.human) {
    return showMessage('Wait for the engine\'s move (or press Stop to make it move now).');
  }
  showMessage('');
  setMoves(state.moves + c, true);
}

/** Replaces the position (already known to be legal), draws it and asks the engine what the mode needs. */
function setMoves(moves, animate) {
  const wasSearching = state.pending !== null;
  state.pending = null;   // a running search's late events are dropped from now on
  state.request = 0;
  state.moves = moves;
  state.scores = {};
  render(animate);
  // a new search replaces the running one on the server; without one, the running one is stopped
  if (!engineTurn() && wasSearching) post('stop').catch(() => {});
}

/** Starts the search the position needs (the engine's move in play mode, the scores in analysis); false when none. */
function engineTurn() {
  const g = game();
  if (isOver(g) || state.failed || !state.session) return false;
  if (state.mode === 'analyze') {
    startSearch('analyze', { pos: state.moves });
    return true;
  }
  if (sideToMove(state.moves) === state.human) return false;
  const [k, v] = $('limit').value.split('=');
  startSearch('go', { pos: state.moves, [k]: v });
  return true;
}

let searches = 0;   // counts startSearch calls: only the latest one's answer is taken

async function startSearch(kind, params) {
  const mine = ++searches;
  state.pending = kind;
  state.started = Date.now();
  state.request = -1;   // until the server names it; events that come first wait in state.early
  state.early = [];
  clearInfo();
  render(false);
  try {
    const answer = await post(kind, params);
    if (mine !== searches || state.pending !== kind) return;  // the page moved on meanwhile
    state.request = answer.request;
    const early = state.early;
    state.early = [];
    for (const ev of early) if (ev.request === answer.request) handleEvent(ev);
  } catch (e) {
    if (mine === searches && state.pending === kind) { state.pending = null; render(false); }
    showError(e.message);
  }
}

let chain = Promise.resolve();

/** POSTs to the API in the order called (each waits for the previous answer), so a stop never overtakes a newer search. */
function post(endpoint, params = {}) {
  const p = chain.then(() => send(endpoint, params));
  chain = p.catch(() => {});
  return p;
}

async function send(endpoint, params) {
  const query = new URLSearchParams({ session: state.session, ...params });
  const res = await fetch(`/api/${endpoint}?${query}`, { method: 'POST' });
  let body = {};
  try { body = await res.json(); } catch (e) { /* not JSON: described below */ }
  if (!res.ok) {
    const err = new Error(body.error || `the server answered ${res.status}`);
    err.status = res.status;
    if (res.status === 404 || res.status === 410) state.session = null;  // gone: Restart makes a new one
    throw err;
  }
  return body;
}

// ---- the event stream ----

function onEvent(e) {
  let ev;
  try { ev = JSON.parse(e.data); } catch (x) { return; }
  if (ev.type === 'ready') {
    $('engine-name').textContent = ev.engine ? `engine: ${ev.engine}` : '';
    return;
  }
  if (ev.type === 'error' && ev.fatal) {
    state.pending = null;
    render(false);
    showError(`Engine error: ${ev.message}`);
    return;
  }
  if (state.request === -1 && ev.request !== undefined) { state.early.push(ev); return; }
  handleEvent(ev);
}

function handleEvent(ev) {
  if (ev.request !== state.request) return;   // an answer to something the page has moved on from
  switch (ev.type) {
    case 'info': showInfo(ev); break;
    case 'column':
      state.scores[ev.column] = ev.score;
      renderScores(); renderStatus(game());
      break;
    case 'exact': $('info-note').textContent = `exact score ${ev.score} (${scoreText(ev.score, state.moves.length)})`; break;
    case 'note': $('info-note').textContent = ev.note === 'book' ? 'from the opening book' : 'draw proven'; break;
    case 'error': showMessage(ev.message); break;
    case 'bestmove': onBestmove(ev); break;
  }
}

function showInfo(ev) {
  $('info-depth').textContent = ev.seldepth ? `${ev.depth} (sel ${ev.seldepth})` : ev.depth;
  const s = ev.score;
  const who = sideToMove(state.moves);
  $('info-score').textContent = s.kind === 'cp' ? `${s.value >= 0 ? '+' : ''}${s.value} for ${who}`
    : s.kind === 'win' ? `${who} wins${s.value ? ` with its ${ordinal(s.value)} stone` : ''}`
    : s.kind === 'loss' ? `${who} loses${s.value ? ` after ${otherSide(who)}'s ${ordinal(s.value)} stone` : ''}`
    : 'draw';
  $('info-pv').textContent = ev.pv.join(' ');
  $('info-nodes').textContent = `${ev.nodes.toLocaleString('en')} in ${ev.time} ms`;
}

const otherSide = (s) => (s === 'X' ? 'O' : 'X');
const ordinal = (n) => `${n}${n % 10 === 1 && n % 100 !== 11 ? 'st' : n % 10 === 2 && n % 100 !== 12 ? 'nd' : n % 10 === 3 && n % 100 !== 13 ? 'rd' : 'th'}`;

function onBestmove(ev) {
  const kind = state.pending;
  state.pending = null;
  state.request = 0;
  if (kind === 'go' && ev.move) {
    const g = game();
    if (g.heights[ev.move - 1] === H) { showError(`The engine played column ${ev.move}, which is full.`); render(false); return; }
    state.moves += ev.move;
    render(true);
    return;
  }
  if (kind === 'analyze' && ev.move && state.scores[ev.move] !== undefined) {
    const s = state.scores[ev.move];
    $('info-note').textContent = `best: column ${ev.move}, ${scoreText(s, state.moves.length)} for ${sideToMove(state.moves)} (exact score ${s})`;
  }
  render(false);
}

function openEvents() {
  if (state.events) state.events.close();
  const es = new EventSource(`/api/events?session=${state.session}`);
  state.events = es;
  es.onmessage = onEvent;
  es.onerror = () => {
    // EventSource retries by itself while the stream is recoverable; CLOSED means the session is gone
    if (es.readyState === EventSource.CLOSED && state.events === es) {
      state.session = null;
      state.pending = null;
      render(false);
      showError('The connection to the server was lost (the server stopped, or closed this tab\'s session).');
    }
  };
}

async function newSession() {
  const res = await fetch('/api/session', { method: 'POST' });
  const body = await res.json().catch(() => ({}));
  if (!res.ok) throw new Error(body.error || `the server answered ${res.status}`);
  state.session = body.id;
  openEvents();
}

async function restart() {
  $('restart').disabled = true;
  try {
    if (state.session) await post('restart');
    else await newSession();
    showError('');
    engineTurn();
  } catch (e) {
    showError(e.message);
  } finally {
    $('restart').disabled = false;
  }
}

// ---- controls ----

function undo() {
  if (!state.moves) return showMessage('Nothing to undo.');
  showMessage('');
  let moves = state.moves.slice(0, -1);
  // in play mode go back to the human's turn
  if (state.mode === 'play' && moves.length && sideToMove(moves) !== state.human) moves = moves.slice(0, -1);
  setMoves(moves, false);
}

function wire() {
  document.addEventListener('keydown', (e) => {
    if (e.target.closest && e.target.closest('input, select, textarea') || e.ctrlKey || e.metaKey || e.altKey) return;
    if (/^[1-9]$/.test(e.key)) { e.preventDefault(); playColumn(Number(e.key)); }
  });
  $('undo').addEventListener('click', undo);
  $('new').addEventListener('click', () => { showMessage(''); setMoves('', false); });
  $('swap').addEventListener('click', () => { state.human = otherSide(state.human); showMessage(''); setMoves(state.moves, false); });
  $('stop').addEventListener('click', () => { if (state.pending) post('stop').catch((e) => showError(e.message)); });
  $('restart').addEventListener('click', restart);
  for (const radio of document.querySelectorAll('input[name=mode]')) {
    radio.addEventListener('change', () => { state.mode = radio.value; showMessage(''); setMoves(state.moves, false); });
  }
  $('setup').addEventListener('submit', (e) => {
    e.preventDefault();
    const text = $('moves').value.trim();
    const g = replay(text);
    if (g.error) return showMessage(`Cannot set the position ${JSON.stringify(text)}: ${g.error}.`);
    showMessage('');
    $('moves').value = '';
    setMoves(text, false);
  });
  window.addEventListener('pagehide', () => {
    if (state.session) navigator.sendBeacon(`/api/close?session=${state.session}`);
  });
}

async function main() {
  buildBoard();
  wire();
  // an analysis of an early position can take a minute: its status line counts the seconds
  setInterval(() => { if (state.pending === 'analyze') renderStatus(game()); }, 1000);
  const pos = new URLSearchParams(location.search).get('pos') || '';
  const g = replay(pos);
  if (g.error) showMessage(`The address's position ${JSON.stringify(pos)} is not legal (${g.error}); starting from the empty board.`);
  else state.moves = pos;
  render(false);
  try {
    await newSession();
    engineTurn();
  } catch (e) {
    showError(e.message);
  }
}

main();
