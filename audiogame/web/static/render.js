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

export function drawHand(list, cards, focus) {
  const options = list.children;
  while (options.length > cards.length) {
    list.lastElementChild.remove();
  }
  cards.forEach((card, index) => {
    const key = JSON.stringify(card);
    let option = options[index];
    if (option === undefined) {
      option = element("div", "card");
      option.id = `card-${index}`;
      option.setAttribute("role", "option");
      option.dataset.index = String(index);
      list.append(option);
    }
    if (option.dataset.card !== key) {
      option.dataset.card = key;
      option.replaceChildren(face(card), element("span", "name", card.name));
    }
    option.setAttribute("aria-selected", String(index === focus));
  });
  if (focus === null || focus >= cards.length) {
    list.removeAttribute("aria-activedescendant");
  } else if (list.getAttribute("aria-activedescendant") !== `card-${focus}`) {
    list.setAttribute("aria-activedescendant", `card-${focus}`);
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

function value(row) {
  const cell = element("span", "value-line");
  if (row.glyph || row.letter) {
    cell.append(mark(row.glyph, row.letter, row.colour), " ");
  }
  cell.append(row.text);
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
