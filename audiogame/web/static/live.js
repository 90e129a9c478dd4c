// Live regions. The server sends the messages of one update together; the page adds them to its
// log (polite) and to its answers (assertive) in one insertion each, never as a stream of
// separate additions to one region: screen readers coalesce rapid changes of one object and
// drop the older ones (Orca skips an addition when a newer one to the same object waits).
//
// Each insertion goes into an empty paragraph of its own, made in advance (a few wait at the end
// of each region): its text is inserted into that paragraph, an unnamed object no other
// insertion touches, so no insertion can make a screen reader drop another, and none is
// introduced by the region's name. The log's insertions are at least GAP_MS after the one before
// (what comes meanwhile joins the next; the first after a quiet moment goes at once); answers go
// in at once, before the messages that came with them. A message keeps its language (a span with
// its own lang).
//
// The optional voice (Web Speech) is for players without a screen reader: everything queues, and
// only the player's own key interrupts it (app.js stops it at the key). The status region
// (role="status") holds one message, the connection's state: replaced when that changes.

const GAP_MS = 250;
const KEEP = 5000; // messages kept in each region; the oldest insertions go first
const SPARE = 8; // empty paragraphs kept ready at the end of each region

class Region {
  constructor(element) {
    this.element = element;
    this.kept = 0; // messages in the region
    this.spare = [];
    this.prepare();
  }

  // Empty paragraphs made long before they are filled: the screen reader has long seen them
  // arrive (empty: nothing said) when a message goes into one.
  prepare() {
    if (this.spare.length >= SPARE) {
      return;
    }
    while (this.spare.length < 2 * SPARE) {
      const paragraph = document.createElement("p");
      this.element.append(paragraph);
      this.spare.push(paragraph);
    }
  }

  add(lines) {
    const paragraph = this.spare.shift();
    paragraph.lang = lines[0].lang;
    const text = document.createElement("span");
    lines.forEach((line, index) => {
      const part = document.createElement("span");
      part.lang = line.lang;
      part.textContent = line.text;
      if (index > 0) {
        text.append(" ");
      }
      text.append(part);
    });
    paragraph.dataset.lines = String(lines.length);
    paragraph.append(text); // the one insertion
    this.kept += lines.length;
    while (this.kept > KEEP) {
      const oldest = this.element.firstElementChild;
      this.kept -= Number(oldest.dataset.lines);
      oldest.remove();
    }
    this.prepare();
  }
}

export class Live {
  constructor(log, answers) {
    this.log = new Region(log);
    this.answers = new Region(answers);
    this.waiting = { log: [], answers: [] };
    this.timer = null;
    this.last = -Infinity;
    this.voice = null;
  }

  // When the regions are done: the time of their last insertion, or of the next if messages wait.
  doneAt() {
    return this.waiting.log.length > 0 ? Math.max(performance.now(), this.last + GAP_MS) : this.last;
  }

  // The messages of one update: [{kind, text, lang}]. Answers go in at once (each answers the
  // player's key, which silenced what was said); the log's messages wait their turn.
  push(lines) {
    for (const line of lines) {
      this.waiting[line.kind === "answer" ? "answers" : "log"].push(line);
    }
    this.insert("answers");
    this.schedule();
  }

  schedule() {
    if (this.timer !== null || this.waiting.log.length === 0) {
      return;
    }
    const wait = Math.max(0, this.last + GAP_MS - performance.now());
    this.timer = setTimeout(() => {
      this.timer = null;
      this.insert("log");
    }, wait);
  }

  insert(name) {
    const lines = this.waiting[name];
    this.waiting[name] = [];
    if (lines.length > 0) {
      this[name].add(lines);
      this.last = performance.now();
      if (this.voice !== null) {
        for (const line of lines) {
          this.voice.say(line.text, line.lang);
        }
      }
    }
  }
}

export class Status {
  constructor(element) {
    this.element = element;
    this.voice = null;
  }

  set(text, lang) {
    this.element.lang = lang;
    this.element.textContent = text;
    if (this.voice !== null && text) {
      this.voice.say(text, lang);
    }
  }

  clear() {
    this.element.replaceChildren();
  }
}

export class Voice {
  say(text, lang) {
    if (!("speechSynthesis" in window)) {
      return;
    }
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = lang;
    window.speechSynthesis.speak(utterance);
  }

  stop() {
    if ("speechSynthesis" in window) {
      window.speechSynthesis.cancel();
    }
  }
}
