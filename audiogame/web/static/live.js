// Live regions: each message added once, as a new paragraph with its language, never changed
// afterwards. In the log, messages that come together are added one by one, a little apart, so
// that no screen reader drops one (some keep only the last of several changes made at once);
// an answer interrupts whatever is said, so answers are added at once. The optional voice (Web
// Speech) is for players without a screen reader: messages queue, answers interrupt. The status
// region (role="status") holds one message, the connection's state: replaced when that changes,
// emptied silently.

const GAP_MS = 40;
const KEEP = 5000;

export class Live {
  constructor(element, { interrupt = false } = {}) {
    this.element = element;
    this.interrupt = interrupt;
    this.queue = [];
    this.timer = null;
    this.last = 0;
    this.voice = null;
  }

  push(text, lang) {
    this.queue.push({ text, lang });
    this.schedule();
  }

  schedule() {
    if (this.timer !== null || this.queue.length === 0) {
      return;
    }
    const gap = this.interrupt ? 0 : GAP_MS;
    const wait = Math.max(0, this.last + gap - performance.now());
    this.timer = setTimeout(() => this.flush(), wait);
  }

  flush() {
    this.timer = null;
    const item = this.queue.shift();
    if (item === undefined) {
      return;
    }
    const line = document.createElement("p");
    line.lang = item.lang;
    line.textContent = item.text;
    this.element.append(line);
    while (this.element.childElementCount > KEEP) {
      this.element.firstElementChild.remove();
    }
    this.last = performance.now();
    if (this.voice !== null) {
      this.voice.say(item.text, item.lang, this.interrupt);
    }
    this.schedule();
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
      this.voice.say(text, lang, false);
    }
  }

  clear() {
    this.element.replaceChildren();
  }
}

export class Voice {
  say(text, lang, interrupt) {
    if (!("speechSynthesis" in window)) {
      return;
    }
    if (interrupt) {
      window.speechSynthesis.cancel();
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
