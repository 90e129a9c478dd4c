// Drawing what the server sends: every text is placed with textContent, never as HTML. The
// hand is a listbox whose options are named by the cards as the table says them (the face drawn
// beside the name is hidden from screen readers); its active option follows the table's focus.

export function element(tag, className, text) {
  const node = document.createElement(tag);
  if (className) {
    node.className = className;
  }
  if (text !== undefined) {
    node.textContent = text;
  }
  return node;
}

function mark(glyph, letter, colour) {
  const span = element("span", "mark");
  span.setAttribute("aria-hidden", "true");
  if (colour) {
    span.classList.add(`suit-${colour}`);
  }
  span.append(element("span", "glyph", glyph), element("span", "letter", letter));
  return span;
}

function face(card) {
  const drawn = element("span", "face");
  drawn.setAttribute("aria-hidden", "true");
  if (card.glyph || card.letter) {
    drawn.append(mark(card.glyph, card.letter, card.colour));
  }
  drawn.append(element("span", "value", card.value));
  if (card.power) {
    drawn.append(element("span", "power", card.power));
  }
  return drawn;
}

// The hand: one option per choice, keyed by what it is (``card.key``, the table's action). An
// option stays while its card does: a play removes one node, a drawn card adds one, and no other
// option is touched unless its words changed (a screen reader hears each change). ``prefix``
// makes the ids of one table's series. The active option follows ``focus`` (an index of
// ``cards``): the new one is selected, then made active, then the one it leaves unselected.
export function drawHand(list, cards, focus, prefix) {
  const ids = cards.map((card) => `${prefix}${card.key}`);
  const wanted = new Set(ids);
  for (const option of [...list.children]) {
    if (!wanted.has(option.id)) {
      option.remove();
    }
  }
  const present = new Map([...list.children].map((option) => [option.id, option]));
  let next = list.firstElementChild;
  const options = cards.map((card, index) => {
    let option = present.get(ids[index]);
    if (option === undefined) {
      option = element("div", "card");
      option.id = ids[index];
      option.setAttribute("role", "option");
      option.setAttribute("aria-selected", "false");
    }
    if (option === next) {
      next = next.nextElementSibling;
    } else {
      list.insertBefore(option, next); // a new card, or one whose place changed
    }
    option.dataset.index = String(index);
    const drawn = JSON.stringify(card);
    if (option.dataset.card !== drawn) {
      option.dataset.card = drawn;
      option.replaceChildren(face(card), element("span", "name", card.name));
    }
    return option;
  });
  const active = focus === null || focus >= options.length ? null : options[focus];
  if (active !== null && active.getAttribute("aria-selected") !== "true") {
    active.setAttribute("aria-selected", "true");
  }
  if (active === null) {
    list.removeAttribute("aria-activedescendant");
  } else if (list.getAttribute("aria-activedescendant") !== active.id) {
    list.setAttribute("aria-activedescendant", active.id);
  }
  for (const option of options) {
    if (option !== active && option.getAttribute("aria-selected") !== "false") {
      option.setAttribute("aria-selected", "false");
    }
  }
}

export function drawButtons(box, buttons, send) {
  const key = JSON.stringify(buttons);
  if (box.dataset.buttons === key) {
    return;
  }
  box.dataset.buttons = key;
  const focused = box.contains(document.activeElement) ? document.activeElement.textContent : null;
  box.replaceChildren(
    ...buttons.map((button) => {
      const node = element("button", "", button.label);
      node.type = "button";
      node.addEventListener("click", () => send(button));
      return node;
    }),
  );
  if (focused !== null) {
    const again = [...box.children].find((node) => node.textContent === focused);
    (again || box.firstElementChild || document.getElementById("hand")).focus();
  }
}

// A row's value: a card is read by its name, as the hand says it (its drawn value, mark and
// short power are hidden from screen readers).
function value(row) {
  const cell = element("span", "value-line");
  if (row.glyph || row.letter) {
    cell.append(mark(row.glyph, row.letter, row.colour), " ");
  }
  if (!row.spoken) {
    cell.append(row.text);
    return cell;
  }
  const drawn = element("span", "", row.text);
  drawn.setAttribute("aria-hidden", "true");
  cell.append(drawn, element("span", "spoken", row.spoken));
  return cell;
}

export function drawPanels(box, panels) {
  const key = JSON.stringify(panels);
  if (box.dataset.panels === key) {
    return;
  }
  box.dataset.panels = key;
  box.replaceChildren(
    ...panels.map((panel) => {
      const section = element("section", "panel");
      section.append(element("h4", "", panel.title));
      const list = element("ul");
      for (const row of panel.rows) {
        const item = element("li");
        if (row.label) {
          item.append(element("span", "label", row.label), " ");
        }
        item.append(value(row));
        list.append(item);
      }
      section.append(list);
      return section;
    }),
  );
}

export function drawList(box, lines) {
  const key = JSON.stringify(lines);
  if (box.dataset.lines !== key) {
    box.dataset.lines = key;
    box.replaceChildren(...lines.map((line) => element("li", "", line)));
  }
}

export function fillSelect(select, items, chosen) {
  const keep = chosen ?? select.value;
  select.replaceChildren(
    ...items.map((item) => {
      const option = element("option", "", item.label);
      option.value = item.value;
      return option;
    }),
  );
  if (items.some((item) => item.value === keep)) {
    select.value = keep;
  }
}
