// The web table's page: a thin front end of the Python table. It sends keys and choices and
// shows what the server sends: messages (each added once to a live region) and a view of the
// table. Every word comes from the server, in the player's language; the keys that work come
// from the games' key data, sent with each view. The words of the connection's status before
// the first "ready" frame (connecting, server full, unreachable) come in the page itself, on its
// status region (the server writes them there, in every language; the one chosen on the page
// before, else the address's or the browser's, is said).

import { Live, Status, Voice } from "./live.js";
import { drawButtons, drawHand, drawList, drawPanels, element, fillSelect } from "./render.js";

const $ = (id) => document.getElementById(id);

const KEY_NAMES = {
  ArrowLeft: "left",
  ArrowRight: "right",
  ArrowUp: "up",
  ArrowDown: "down",
  Home: "home",
  End: "end",
  Enter: "enter",
  " ": "space",
};
const HAND_KEYS = new Set(Object.values(KEY_NAMES));
KEY_NAMES.Backspace = "backspace"; // a review's way back (the list's, as the letters are)
const RETRY_MS = [200, 500, 1000, 2000, 5000];
const CLOSE_IDLE = 4002; // idle: the page connects again when the player acts, saying nothing
const CLOSE_MOVED = 4003; // the table moved to another server process: connected again at once
const CLOSE_BUSY = 1013; // the server holds its most connections: said, then tried again
const CLOSE_TAKEN = 4000; // the seat was taken by a newer page (a copy of this tab): it stops
const EARLY = $("status"); // its data-* attributes: the words before the first "ready"
const TOKEN = "audiogame.token";
const PREFS = "audiogame.prefs";

const live = new Live($("log"), $("answers"));
const status = new Status(EARLY);
const hand = $("hand");

let socket = null;
let ready = null;
let view = null;
let keys = new Set();
let lang = document.documentElement.lang;
let retries = 0; // connections tried since the last one that worked (a "ready" frame)
let trouble = null; // what was said of the connection since it last worked: a message id
let resuming = null; // while the seat's token is tried again: the lobby view it replaces
let retry = null; // the timer of the next connection
let quiet = false; // closed in a way that is not said (idle, or the table moved): frames kept
let owed = []; // frames kept while coming back quietly: sent once connected (or, at a table, shown)
let back = null; // coming back quietly to a table: the actions heard then, and the card focused
let elsewhere = false; // the seat is open in another window: this page waits for the player
let route = null; // the table the socket's path names: a proxy sends it to the process holding it
const SENT_KEPT = 64; // the frames a socket keeps until its server says how many it handled
const CONNECTING = new Set(["hello", "resume", "lobby"]); // a new connection sends its own

function load(storage, name) {
  try {
    return storage.getItem(name);
  } catch {
    return null;
  }
}

function save(storage, name, value) {
  try {
    if (value === null) {
      storage.removeItem(name);
    } else {
      storage.setItem(name, value);
    }
  } catch {
    // a browser that keeps nothing: the page works, it forgets
  }
}

const prefs = JSON.parse(load(localStorage, PREFS) || "{}");
const query = new URLSearchParams(location.search);

// A language tag's primary subtag ("fr" of "fr-FR-u-ca-gregory-nu-latn"), when the page has
// words in it (the server wrote them all into its status region), else null.
function known(tag) {
  const primary = String(tag || "").trim().split(/[-_]/)[0].toLowerCase();
  return /^[a-z]{2,8}$/.test(primary) && EARLY.hasAttribute(`data-${primary}-web-connecting`) ? primary : null;
}

// The page's language, from the first moment: the one chosen on this page before, else the
// address's, else the first the browser asks for that the page has, else English; a language
// chosen that the page does not have is passed over quietly, as the server does for the first
// words it writes (pages.py), so that they and the page agree.
const chosen = prefs.lang || query.get("lang");
const browser = [...(navigator.languages || []), navigator.language].map(known).find(Boolean);
const early = known(chosen) || browser || "en";
if (early !== lang) {
  lang = early;
  document.documentElement.lang = lang;
  status.set(label("web-connecting"), lang);
}

function keepPrefs() {
  save(localStorage, PREFS, JSON.stringify(prefs));
}

function label(id) {
  if (ready === null) {
    return EARLY.getAttribute(`data-${early}-${id}`) || ""; // before the first "ready"
  }
  return ready.labels[id] || "";
}

// A frame on the open socket, kept there until the socket closes: a server that closes it quietly
// says how many it handled (the close's reason), and the others are sent again.
function write(frame) {
  socket.send(JSON.stringify(frame));
  socket.sent.push(frame);
  if (socket.sent.length > SENT_KEPT) {
    socket.sent.shift();
    socket.sentBefore += 1;
  }
}

function send(frame) {
  if (frame.t === "key" || frame.t === "focus" || frame.t === "choose") {
    asked = true;
  }
  if (quiet || back !== null) {
    owed.push(frame); // closed quietly: kept; the player acts, so an idle page connects now
    if (quiet && retry !== null) {
      clearTimeout(retry);
      connect();
    }
    return true;
  }
  if (socket !== null && socket.readyState === WebSocket.OPEN) {
    write(frame);
    return true;
  }
  const why = elsewhere ? "web-elsewhere" : "web-no-connection"; // elsewhere: how to come back
  answer(why);
  return false;
}

// The page's own answer ``id`` (a label), said at once.
function answer(id) {
  live.push([{ kind: "answer", text: label(id), lang }]);
}

function greeting() {
  return {
    t: "hello",
    lang: prefs.lang || early,
    verbosity: prefs.verbosity || "normal",
    hints: prefs.hints || "some",
  };
}

// The code of the table a seat token names ("KMRTXQW.…"), or null.
function tableOf(token) {
  const named = /^([A-Z]{7})\./.exec(token || "");
  return named === null ? null : named[1];
}

function connect() {
  retry = null;
  route = tableOf(load(sessionStorage, TOKEN)) || route;
  const url = new URL(route === null ? "play" : `play/t/${route}`, location.href);
  url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
  url.search = "";
  url.hash = "";
  socket = new WebSocket(url);
  socket.sent = []; // the frames written on it, the last SENT_KEPT of them
  socket.sentBefore = 0; // how many were written before those
  const mine = socket;
  socket.addEventListener("open", () => {
    quiet = false;
    write(greeting()); // open is not yet connected: a full server closes it at once (1013)
    const token = load(sessionStorage, TOKEN);
    resuming = token ? { screen: "lobby", keys: [] } : null;
    if (token === null) {
      back = null;
    }
    const heard = back === null ? {} : { heard: back.heard }; // said already: not again
    write(token ? { t: "resume", token, ...heard } : { t: "lobby" });
    if (back === null) {
      payOwed();
    } // else once the table is shown again, its focus where it was (comeBack)
  });
  socket.addEventListener("message", (event) => receive(JSON.parse(event.data)));
  socket.addEventListener("close", (event) => {
    if (socket !== mine) {
      return; // replaced by a socket at a table's path (a join): nothing to say
    }
    socket = null;
    if (event.code === CLOSE_TAKEN) {
      gone(); // no reconnection: that would take the seat from the other window, and so on
      return;
    }
    quiet = event.code === CLOSE_IDLE || event.code === CLOSE_MOVED;
    if (quiet) {
      keepUnhandled(mine, event.reason);
    } else {
      unsent();
    }
    if (event.code === CLOSE_MOVED) {
      retry = setTimeout(connect, 0); // back with the seat's token, where the table is now
      return;
    }
    if (event.code === CLOSE_BUSY) {
      troubled("web-server-busy");
    } else if (!quiet) {
      troubled(ready === null ? "web-unreachable" : "web-connection-lost");
    }
    retry = setTimeout(connect, RETRY_MS[Math.min(retries++, RETRY_MS.length - 1)]);
  });
}

// A socket closed quietly: its frames the server did not handle (its close's reason says how
// many it did) are kept, to be sent first; at a table, the page comes back to what it showed.
function keepUnhandled(closed, reason) {
  const handled = /^\d+$/.test(reason) ? Number(reason) : closed.sentBefore + closed.sent.length;
  const lost = closed.sent.slice(Math.max(0, handled - closed.sentBefore));
  owed = [...lost.filter((frame) => !CONNECTING.has(frame.t)), ...owed];
  if (back === null && view !== null && SCREENS[view.screen] === "table" && view.screen !== "review") {
    const focused = view.focus === null ? null : view.hand[view.focus].key;
    back = { heard: view.heard, focus: focused };
  }
}

// Frames kept for a connection that did not come back quietly: said unsent.
function unsent() {
  back = null;
  if (owed.length > 0) {
    owed = [];
    answer("web-no-connection");
  }
}

function payOwed() {
  const frames = owed;
  owed = [];
  for (const frame of frames) {
    write(frame);
  }
}

// Back at the table after a quiet close: the focus where the page had it (the new seat's starts on
// its first card), then the frames kept meanwhile, acting where the player heard them act. If the
// game went on meanwhile (a stand-in played for the seat), a kept play or choice is not sent: it
// was meant for what the player heard, and the player hears so (the moves and the rest are sent).
function comeBack(frame) {
  const { heard, focus } = back;
  back = null;
  const index = frame.hand.findIndex((card) => card.key === focus);
  if (index >= 0 && index !== frame.focus) {
    frame.focus = index;
    write({ t: "focus", index });
  }
  if (frame.heard !== heard) {
    const kept = owed.filter((waiting) => !acts(waiting));
    if (kept.length < owed.length) {
      answer("web-kept-unsent");
    }
    owed = kept;
  }
  payOwed();
}

// A frame that plays a card or makes a choice.
function acts(frame) {
  return frame.t === "choose" || (frame.t === "key" && (frame.key === "enter" || frame.key === "space"));
}

// The seat was taken by a newer page with its token (a duplicated tab holds the same one): said
// once, then this page waits; its button (or Enter) takes the seat back here.
function gone() {
  elsewhere = true;
  owed = [];
  back = null;
  live.push([{ kind: "notice", text: label("web-elsewhere"), lang }]);
  $("elsewhere").hidden = false;
  clearTimeout(firstFocus.timer); // a first focus still waiting for its messages: not now
  firstFocus = { id: null, timer: null };
  $("take-back").focus();
}

function takeBack() {
  if (!elsewhere) {
    return;
  }
  elsewhere = false;
  $("elsewhere").hidden = true;
  retries = 0;
  connect(); // resumes with the tab's token: the other window is the one told now
  if (view !== null && SCREENS[view.screen] === "table") {
    hand.focus();
  }
}

// What keeps the page from the server is said once each time it changes, not at every attempt:
// before the page was ever connected in its status region, afterwards in its log.
function troubled(id) {
  if (id === trouble) {
    return;
  }
  trouble = id;
  if (ready === null) {
    status.set(label(id), lang);
  } else {
    live.push([{ kind: "notice", text: label(id), lang }]);
  }
}

function receive(frame) {
  switch (frame.t) {
    case "ready":
      applyReady(frame);
      break;
    case "say":
      live.push(frame.lines);
      withMessages = frame.view; // the view that follows waits for these messages
      focusAfterMessages();
      break;
    case "token":
      save(sessionStorage, TOKEN, frame.token);
      if (frame.token !== null) { // seated (again): counted for the tests, which wait for it
        document.body.dataset.seated = String(Number(document.body.dataset.seated || 0) + 1);
      }
      if (frame.token === null && back !== null) {
        unsent(); // the seat is gone: what was kept for it is not sent
      }
      if (frame.token === null && resuming !== null) {
        const lobby = resuming; // the seat is gone: the lobby after all
        resuming = null;
        draw(lobby);
      }
      break;
    case "patch": // what changed of the view shown (an arrow: the focus alone)
      if (view !== null) {
        draw(patched(view, frame));
      }
      break;
    case "view":
      if (resuming !== null && frame.screen === "lobby") {
        resuming = frame; // not shown while the seat comes back: no lobby between
      } else {
        resuming = null;
        if (back !== null && SCREENS[frame.screen] === "table") {
          comeBack(frame);
        }
        draw(frame);
      }
      break;
    case "tables":
      drawTables(frame.tables);
      break;
  }
}

// A view with a patch's fields; of its panels, those that did not change come as null.
function patched(shown, patch) {
  const next = { ...shown, ...patch, t: "view" };
  if (patch.panels) {
    next.panels = patch.panels.map((panel, index) => panel ?? shown.panels[index]);
  }
  return next;
}

// --- the words and choices ---------------------------------------------------------------------

function applyReady(frame) {
  ready = frame;
  retries = 0; // connected: the next cut is said again, and tried again at once
  trouble = null;
  status.clear();
  lang = frame.lang;
  document.documentElement.lang = lang;
  document.title = label("app-title");
  for (const node of document.querySelectorAll("[data-label]")) {
    node.textContent = label(node.dataset.label);
  }
  fillSelect($("lang"), frame.languages, lang);
  for (const option of $("lang").options) {
    option.lang = option.value; // each language is named in itself
  }
  fillSelect($("verbosity"), frame.verbosities, prefs.verbosity || "normal");
  fillSelect($("hints"), frame.hints, prefs.hints || "some");
  fillSelect($("theme"), frame.themes, prefs.theme || "auto");
  const games = frame.games.map((game) => ({ value: game.name, label: game.label }));
  fillSelect($("game"), games, prefs.game);
  drawOptions();
  if (view !== null) {
    draw(view);
  }
}

function chosenGame() {
  return ready.games.find((game) => game.name === $("game").value) || ready.games[0];
}

function players() {
  const game = chosenGame();
  const count = document.querySelector("#options [data-option=players]");
  return count ? Number(count.value) : game.min_players;
}

let computersChosen = false; // until the player chooses, every other seat is a computer's

function drawComputers() {
  const count = players();
  const items = [];
  for (let n = 0; n < count; n++) {
    items.push({ value: String(n), label: String(n) });
  }
  const kept = Math.min(Number($("computers").value), count - 1);
  fillSelect($("computers"), items, String(computersChosen ? kept : count - 1));
}

function drawLevels() {
  const game = chosenGame();
  const wanted = $("level").value || prefs.level; // the one chosen on the page, else last time's
  const known = game.levels.some((level) => level.value === wanted);
  fillSelect($("level"), game.levels, known ? wanted : game.level);
}

function drawOptions() {
  drawLevels();
  const box = $("options");
  box.replaceChildren(
    ...chosenGame().options.map((option) => {
      const line = element("p");
      const select = element("select");
      select.id = `option-${option.name}`;
      select.dataset.option = option.name;
      const name = element("label", "", option.label);
      name.htmlFor = select.id;
      fillSelect(select, option.items, option.chosen);
      select.addEventListener("change", drawComputers);
      line.append(name, " ", select);
      return line;
    }),
  );
  drawComputers();
}

// --- what the table shows ----------------------------------------------------------------------

const SCREENS = { lobby: "lobby", waiting: "waiting", table: "table", over: "table", review: "table" };
const FIRST_FOCUS = { lobby: "name", waiting: "waiting-heading", table: "hand" };

function draw(frame) {
  const before = view === null ? null : SCREENS[view.screen];
  const had = document.activeElement;
  view = frame;
  keys = new Set(frame.keys);
  const shown = SCREENS[frame.screen];
  if (frame.title) {
    document.title = frame.title;
  }
  for (const section of document.querySelectorAll(".screen")) {
    section.hidden = section.id !== shown;
  }
  if (shown === "waiting") {
    $("waiting-heading").textContent = frame.heading;
    const link = new URL(location.href);
    link.search = `?table=${encodeURIComponent(frame.code)}`;
    link.hash = "";
    $("link").value = link.href;
    $("seats").textContent = frame.seats;
  } else if (shown === "table") {
    drawTable(frame);
  } else if (shown === "lobby") {
    drawFinished(frame.finished || []);
  }
  // a new screen's first place, when the focus was nowhere; and wherever the focus was hidden
  // (the end of a game's Back button, in its review: a browser drops a focus it hides)
  const active = document.activeElement;
  const nowhere = active === null || active === document.body;
  const lost = had !== null && had !== document.body && had.closest("[hidden]") !== null;
  if (nowhere ? before !== shown || lost : active.closest("[hidden]")) {
    const empty = frame.screen === "over" && frame.hand.length === 0; // nothing in the hand
    const first = empty ? "back" : FIRST_FOCUS[shown];
    clearTimeout(firstFocus.timer);
    firstFocus = { id: null, timer: null };
    if (frame.said && before !== shown) {
      firstFocus.id = first; // its messages come next: they are said first
    } else {
      $(first).focus();
    }
  }
}

// A new screen's messages come just after it (the opening of a table, of a review): its first
// focus waits until they are in the live regions and HAND_AFTER_MS more, as the hand does on the
// same screen (a screen reader drops a message that comes while it presents a new focus). A key
// puts the focus there at once (Tab: there, and no further).
let firstFocus = { id: null, timer: null };

function focusAfterMessages() {
  if (firstFocus.id !== null && firstFocus.timer === null) {
    const wait = Math.max(0, live.doneAt() + HAND_AFTER_MS - performance.now());
    firstFocus.timer = setTimeout(() => focusFirst(), wait);
  }
}

// True when it moved the focus.
function focusFirst() {
  const { id, timer } = firstFocus;
  clearTimeout(timer);
  firstFocus = { id: null, timer: null };
  const element = id === null ? null : $(id);
  if (element === null || element.closest("[hidden]") !== null) {
    return false;
  }
  element.focus();
  return document.activeElement === element;
}

// The hand's options are keyed by what they are (the table's action): a card keeps its node and
// its id while it stays in the hand, and an id never names another card (the ids of another
// table are another series).
//
// A screen reader says the hand's active option whenever it changes, and works through every
// change of the list before it gets to the live regions' messages. So the hand is redrawn at once
// when it changed alone (the player's key moved the focus); when messages came with it (a play,
// a decision, the table's turn: the server says so) it waits until they are in the live regions
// and a moment more (HAND_AFTER_MS), so that they are said first; and two focus moves nobody
// asked for are FOCUS_GAP_MS apart (a screen reader presents a focus late, reading its state
// then: the second move would make it say "not selected" of the first). A key shows the hand
// that waits at once (a key moves the focus from where the table has it).
const HAND_AFTER_MS = 300;
const FOCUS_GAP_MS = 1000;
let tableCode = null;
let series = 0;
let focusMoved = -Infinity; // when the active option last changed
let asked = false; // a key or a touch was sent since: the move it asked for is shown at once
let withMessages = false; // the next view came with messages
let held = null; // the timer of a hand that waits
let heldUntil = -Infinity; // when it may be shown

function drawTable(frame, now = false) {
  $("table-heading").textContent = frame.heading;
  if (frame.code !== tableCode) {
    tableCode = frame.code;
    series += 1;
  }
  const prefix = `choice-${series}-`;
  const moved = hand.getAttribute("aria-activedescendant");
  const target = frame.focus === null ? null : `${prefix}${frame.hand[frame.focus].key}`;
  const drawn = JSON.stringify([frame.hand_label, frame.hand, frame.focus]);
  const came = withMessages;
  withMessages = false;
  clearTimeout(held);
  held = null;
  let until = -Infinity;
  if (!now && moved !== null && drawn !== hand.dataset.drawn) {
    until = Math.max(heldUntil, came ? live.doneAt() + HAND_AFTER_MS : -Infinity);
    if (target !== moved && !asked) {
      until = Math.max(until, focusMoved + FOCUS_GAP_MS);
    }
  }
  const time = performance.now();
  if (until > time) {
    heldUntil = until;
    held = setTimeout(() => showHand(), until - time);
    hand.dataset.held = "true"; // the hand waits (the tests wait for it too)
  } else {
    heldUntil = -Infinity;
    delete hand.dataset.held;
    if (drawn !== hand.dataset.drawn) {
      hand.dataset.drawn = drawn;
      $("hand-label").textContent = frame.hand_label;
      drawHand(hand, frame.hand, frame.focus, prefix);
      if (target !== null && frame.screen === "review") {
        document.getElementById(target).scrollIntoView({ block: "nearest" }); // a long list
      }
      if (target !== moved) {
        focusMoved = time;
        asked = false;
        if (live.voice !== null && target !== null && document.activeElement === hand) {
          live.voice.say(frame.hand[frame.focus].name, lang); // the browser's voice: the focus
        }
      }
    }
  }
  const choose = (button) => send(button.index === undefined ? { t: "key", key: button.key } : { t: "choose", index: button.index });
  drawButtons($("choices").querySelector(".buttons"), frame.choices, choose);
  $("choices").hidden = frame.choices.length === 0;
  drawButtons($("facts").querySelector(".buttons"), frame.facts, (button) => send({ t: "key", key: button.key }));
  drawPanels($("panels"), frame.panels);
  drawList($("help"), frame.help);
  const over = frame.screen === "over";
  const review = frame.screen === "review";
  $("table").dataset.screen = frame.screen;
  $("back").hidden = !over;
  $("review-back").hidden = !review;
  $("nudge").hidden = over || review;
  $("table-leave").hidden = over || review; // one way back to the lobby
  $("chat").hidden = review;
  if (over && frame.hand.length === 0 && document.activeElement === hand) {
    $("back").focus(); // nothing to focus in an empty hand
  }
}

// The hand that waits, shown now (its time came, or the player presses a key: a key moves the
// focus from where the table has it).
function showHand(now = false) {
  if (held !== null) {
    clearTimeout(held);
    held = null;
    if (view !== null && SCREENS[view.screen] === "table") {
      drawTable(view, now);
    }
  }
}

// The games finished on this page, newest first: a button each opens its review.
function drawFinished(games) {
  const items = games.map((game, index) => {
    const item = element("li");
    const button = element("button", "", game.label);
    button.type = "button";
    button.id = `finished-${index}`;
    button.addEventListener("click", () => send({ t: "review", game: game.value }));
    item.append(button);
    return item;
  });
  $("finished").replaceChildren(...items);
  $("finished-games").hidden = items.length === 0;
}

function drawTables(tables) {
  const items = tables.map((table) => {
    const item = element("li");
    const button = element("button", "", table.label);
    button.type = "button";
    button.addEventListener("click", () => join(table.value));
    item.append(button);
    return item;
  });
  $("tables").replaceChildren(...(items.length ? items : [element("li", "", label("online-lobby-none"))]));
}

// --- keys --------------------------------------------------------------------------------------

function keyName(event) {
  if (event.key in KEY_NAMES) {
    return KEY_NAMES[event.key];
  }
  return event.key.length === 1 ? event.key.toLowerCase() : null;
}

document.addEventListener("keydown", (event) => {
  // a first focus that waits for its messages: now, and the key is the focused place's (Tab
  // stays there: the browser's own move would take the focus past the screen's first place)
  const first = focusFirst();
  if (first && event.key === "Tab") {
    event.preventDefault();
    return;
  }
  const target = first ? document.activeElement : event.target;
  if (elsewhere && event.key === "Enter" && target === hand) {
    event.preventDefault();
    takeBack();
    return;
  }
  if (view === null || SCREENS[view.screen] !== "table") {
    return;
  }
  if (event.key === "Escape") {
    if (live.voice !== null) {
      live.voice.stop(); // Escape stops the browser's voice (and stays the browser's key)
    }
    return;
  }
  if (event.ctrlKey || event.altKey || event.metaKey || target.closest("input, select, textarea, summary")) {
    return;
  }
  const name = keyName(event);
  const inHand = target === hand;
  if (name === null || (HAND_KEYS.has(name) && !inHand) || (!inHand && !keys.has(name))) {
    return; // outside the hand, buttons keep Enter, Space and the arrows; only letters of the table
  }
  event.preventDefault();
  if (live.voice !== null) {
    live.voice.stop(); // the player's own key interrupts the browser's voice, nothing else does
  }
  showHand(true);
  send({ t: "key", key: name });
});

hand.addEventListener("click", (event) => {
  const clicked = event.target.closest("[role=option]");
  if (clicked === null) {
    return;
  }
  hand.focus();
  showHand(true); // the hand that waited, if any: the card clicked is looked up in it
  const option = document.getElementById(clicked.id);
  if (option === null || option.parentElement !== hand) {
    return;
  }
  const index = Number(option.dataset.index);
  drawHand(hand, view.hand, index, `choice-${series}-`);
  send({ t: "focus", index });
});

// --- forms and buttons -------------------------------------------------------------------------

function playerName() {
  prefs.name = $("name").value;
  keepPrefs();
  return $("name").value;
}

// A join goes on a socket at the table's path (a proxy in front of several server processes
// sends it to the one holding the table): the socket moves there first when it is elsewhere.
function join(code) {
  const frame = { t: "join", code, name: playerName() };
  const clean = code.toUpperCase().replace(/[\s.-]/g, "");
  if (/^[A-Z]{7}$/.test(clean) && clean !== route && socket !== null && !quiet) {
    route = clean;
    owed.push(frame);
    const old = socket;
    clearTimeout(retry);
    connect();
    old.close();
    return;
  }
  send(frame);
}

$("new").addEventListener("submit", (event) => {
  event.preventDefault();
  const options = {};
  for (const select of $("options").querySelectorAll("select")) {
    options[select.dataset.option] = Number(select.value);
  }
  prefs.game = $("game").value;
  prefs.level = $("level").value;
  send({
    t: "create",
    game: $("game").value,
    name: playerName(),
    options,
    computers: Number($("computers").value),
    level: $("level").value,
    practice: $("practice").checked,
    open: $("listed").checked,
  });
});

$("join").addEventListener("submit", (event) => {
  event.preventDefault();
  join($("code").value);
});

$("chat").addEventListener("submit", (event) => {
  event.preventDefault();
  if (send({ t: "chat", text: $("chat-text").value })) {
    $("chat-text").value = "";
  }
});

$("game").addEventListener("change", drawOptions);
$("computers").addEventListener("change", () => {
  computersChosen = true;
});
$("look").addEventListener("click", () => send({ t: "lobby", asked: true }));
$("take-back").addEventListener("click", takeBack);
$("nudge").addEventListener("click", () => send({ t: "nudge" }));
$("spell").addEventListener("click", () => send({ t: "spell" }));
$("back").addEventListener("click", () => send({ t: "leave" }));
$("review-back").addEventListener("click", () => {
  hand.focus(); // the table's list, where the game's end (or the lobby) takes it from
  send({ t: "key", key: "backspace" });
});
for (const button of document.querySelectorAll(".leave")) {
  button.addEventListener("click", () => send({ t: "leave" }));
}

for (const [id, name] of [["lang", "lang"], ["verbosity", "verbosity"], ["hints", "hints"]]) {
  $(id).addEventListener("change", () => {
    prefs[name] = $(id).value;
    keepPrefs();
    send(greeting());
  });
}

function applyTheme() {
  document.documentElement.dataset.theme = prefs.theme || "auto";
}

function applyVoice() {
  const voice = prefs.voice ? new Voice() : null;
  live.voice = voice;
  status.voice = voice;
  $("voice").checked = Boolean(prefs.voice);
}

$("theme").addEventListener("change", () => {
  prefs.theme = $("theme").value;
  keepPrefs();
  applyTheme();
});

$("voice").addEventListener("change", () => {
  prefs.voice = $("voice").checked;
  keepPrefs();
  applyVoice();
});

$("name").value = prefs.name || "";
$("code").value = query.get("table") || "";
route = tableOf(`${$("code").value.toUpperCase()}.`); // a friend's link: that table's process
applyTheme();
applyVoice();
connect();
