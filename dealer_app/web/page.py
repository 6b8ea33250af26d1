"""The players' page and the director's remote: one HTML file each, scripts and styles inline
(no page reaches outside the local network). ``?lang=fr`` or ``?lang=ru`` picks the language
per screen, else the state's ``language`` (the director's choice for the displays), else the
browser's; the page follows ``/events`` (server-sent events) and redraws on every state."""

from __future__ import annotations

_WORDS = r"""
const WORDS = {
 en: {level:"Level", brk:"Break", left:"left", paused:"Paused", next:"Next level", nextBreak:"Next: break",
  toBreak:"Break in", colourUp:"Colour-up: chips of %1 leave", addOn:"Add-on at this break",
  players:"Players", of:"of", average:"Average stack", bb:"BB", chips:"Chips in play", pool:"Prize pool",
  paid:"Paid places", place:"Place", out:"Eliminated", seats:"Seats", find:"Find your seat: your name",
  moves:"Moves", news:"Announcements", blinds:"Blinds", ante:"Ante", bbAnte:"Big-blind ante",
  bets:"Bets", bringIn:"Bring-in", now:"Now", later:"Next", notStarted:"Starting soon",
  over:"The event is over", winner:"Winner", hfh:"Hand-for-hand", table:"Table", seat:"seat",
  waiting:"Waiting for the director's station…", newSeat:"new seat", nobody:"No player by that name",
  seatsTv:"Seats · table-seat", results:"Results"},
 fr: {level:"Niveau", brk:"Pause", left:"restantes", paused:"Horloge arrêtée", next:"Niveau suivant", nextBreak:"Ensuite : pause",
  toBreak:"Pause dans", colourUp:"Race off : les jetons de %1 sortent", addOn:"Add-on à cette pause",
  players:"Joueurs", of:"sur", average:"Tapis moyen", bb:"BB", chips:"Jetons en jeu", pool:"Prize pool",
  paid:"Places payées", place:"Place", out:"Éliminés", seats:"Placement", find:"Trouvez votre place : votre nom",
  moves:"Changements de place", news:"Annonces", blinds:"Blinds", ante:"Ante", bbAnte:"Ante big blind",
  bets:"Mises", bringIn:"Bring-in", now:"En cours", later:"Ensuite", notStarted:"Début imminent",
  over:"Le tournoi est terminé", winner:"Vainqueur", hfh:"Main par main", table:"Table", seat:"siège",
  waiting:"En attente du poste du directeur…", newSeat:"nouvelle place", nobody:"Aucun joueur de ce nom",
  seatsTv:"Placement · table-siège", results:"Classement"},
 ru: {level:"Уровень", brk:"Перерыв", left:"осталось", paused:"Часы остановлены", next:"Следующий уровень", nextBreak:"Далее: перерыв",
  toBreak:"Перерыв через", colourUp:"Укрупнение: фишки %1 выходят из игры", addOn:"Аддон в этот перерыв",
  players:"Игроки", of:"из", average:"Средний стек", bb:"ББ", chips:"Фишки в игре", pool:"Призовой фонд",
  paid:"Призовые места", place:"Место", out:"Выбыли", seats:"Рассадка", find:"Найдите своё место: ваше имя",
  moves:"Пересадки", news:"Объявления", blinds:"Блайнды", ante:"Анте", bbAnte:"Анте большого блайнда",
  bets:"Ставки", bringIn:"Бринг-ин", now:"Сейчас", later:"Далее", notStarted:"Скоро начало",
  over:"Турнир окончен", winner:"Победитель", hfh:"Рука за руку", table:"Стол", seat:"место",
  waiting:"Ожидание пульта директора…", newSeat:"новое место", nobody:"Игрока с таким именем нет",
  seatsTv:"Рассадка · стол-место", results:"Итоги"}
};
// The games' names in each language come with the state (``game_names``: the station reads
// them from the window's translations, dealer_app/ui/i18n.py); English is the state's own.
function gameName(k) { return ((S && S.game_names) || {})[LANG]?.[k.game] || k.game_name; }
// The language: ?lang=fr or ?lang=ru, else the one the director chose for the displays (sent
// with the state), else the phone's. Numbers as the director's window writes them
// (dealer_app/ui/numbers.py): 24,615 and 123.45 in English, 24 615 and 123,45 in French
// (narrow no-break space) and Russian (no-break space).
const params = new URLSearchParams(location.search);
const ASKED = WORDS[params.get("lang")] ? params.get("lang") : "";
const GROUPS = {en: ",", fr: "\u202f", ru: "\u00a0"};
let LANG = "en", W = WORDS.en, GROUP = ",", POINT = ".";
function choose(code) {
  LANG = WORDS[code] ? code : "en";
  W = WORDS[LANG]; GROUP = GROUPS[LANG]; POINT = LANG === "en" ? "." : ",";
}
choose(ASKED || (navigator.language || "en").slice(0, 2));
function grouped(whole) { return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, GROUP); }
function n(x) { x = Math.trunc(Number(x)); return (x < 0 ? "-" : "") + grouped(Math.abs(x)); }
function money(x, unit) {
  if (unit <= 1 || x % unit === 0) return n(unit > 1 ? x / unit : x);
  const width = String(unit - 1).length, sign = x < 0 ? "-" : "";
  x = Math.abs(x);
  return sign + grouped(Math.floor(x / unit)) + POINT + String(x % unit).padStart(width, "0");
}
function tenths(t) { return n(t / 10) + POINT + Math.abs(t % 10); }
function $(id) { return document.getElementById(id); }
function esc(s) { return String(s).replace(/[&<>"']/g, c => "&#" + c.charCodeAt(0) + ";"); }
"""

_STYLE = """
*{box-sizing:border-box} body{margin:0;background:#0b2416;color:#f4f1e6;font-family:"DejaVu Sans",
Arial,sans-serif} main{display:grid;grid-template-columns:1.3fr 1fr 1fr;gap:1.2vw;padding:1.5vw;
height:100vh;grid-template-rows:minmax(0,11fr) minmax(0,9fr)}
section{background:#143a25;border-radius:1vw;padding:1vw 1.4vw;overflow:hidden;display:flex;
flex-direction:column;min-height:0}
h1{font-size:3vw;margin:0 0 .5vw} h2{font-size:1.6vw;margin:.2vw 0 .6vw;color:#e8c766}
.big{font-size:11vw;font-weight:bold;line-height:1;font-variant-numeric:tabular-nums}
.stakes{font-size:3.2vw;font-weight:bold} .line{font-size:1.9vw;margin:.3vw 0}
.fig{font-size:2.3vw;font-weight:bold} ol,ul{margin:0;padding-left:1.4em;font-size:1.7vw}
.paused{color:#ff7b6b} input{font-size:1.6vw;width:100%;padding:.3em} #clockbox{grid-row:span 2}
#seatbox{grid-column:span 2} #seatbox input{font-size:1.1vw;margin-bottom:.4vw} .side .line{font-size:1.5vw;
margin:.15vw 0} .side .fig{font-size:2vw}
/* The lists take the height left in their box, in columns; what does not fit is cut by
   fit() (and the draw goes page by page), never by the screen's edge. */
.fill{flex:1 1 0;min-height:0;overflow:hidden;column-width:11em;column-fill:auto;column-gap:1.5em}
.fill li{break-inside:avoid} li.more{list-style:none}
#seats{list-style:none;padding-left:0;column-width:12em;line-height:1.2} #seats b{color:#e8c766;white-space:nowrap}
@media (max-width: 800px) { main{display:block;padding:3vw;height:auto} section{margin-bottom:3vw;
 padding:3vw} #seatbox{display:block}
 h1{font-size:7vw} h2{font-size:5.5vw} .big{font-size:24vw} .stakes{font-size:7.5vw}
 .line{font-size:5vw} .fig{font-size:6vw} ol,ul{font-size:4.6vw} input{font-size:5vw}
 .fill{columns:auto;flex:none} #seats{font-size:4.6vw !important} }
"""

PAGE = (
    """<!doctype html><html><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Display</title>
<style>"""
    + _STYLE
    + """</style></head><body><main>
<section id="clockbox"><h1 id="event"></h1><div id="level" class="line"></div>
<div id="clock" class="big"></div><div id="stakes" class="stakes"></div>
<div id="state" class="line paused"></div><div id="next" class="line"></div>
<div id="break" class="line"></div><div id="news"></div></section>
<section class="side"><h2 id="h-field"></h2><div id="players" class="fig"></div><div id="average" class="line"></div>
<div id="chips" class="line"></div><div id="pool" class="line"></div>
<h2 id="h-paid"></h2><ol id="prizes" class="fill"></ol></section>
<section><h2 id="h-out"></h2><ul id="eliminations" class="fill"></ul><h2 id="h-moves"></h2>
<ul id="moves" class="fill"></ul></section>
<section id="seatbox"><h2 id="h-seats"></h2><input id="find" autocomplete="off">
<ul id="seats" class="fill"></ul></section></main>
<script>"""
    + _WORDS
    + r"""
function headings() {
  document.documentElement.lang = LANG;
  $("find").placeholder = W.find; $("h-field").textContent = W.players; $("h-paid").textContent = W.paid;
  $("h-out").textContent = W.out; $("h-seats").textContent = W.seats; $("h-moves").textContent = W.moves;
}
headings();
$("event").textContent = W.waiting;
let S = null;
function clock(s) { const m = Math.floor(s / 60), r = s % 60; return m + ":" + String(r).padStart(2, "0"); }
function stakes(k) {
  if (!k) return "";
  const p = [];
  if (!k.stud) p.push(W.blinds + " " + n(k.small_blind) + "/" + n(k.big_blind));
  if ((k.structure === "limit" || k.stud) && k.small_bet) p.push(W.bets + " " + n(k.small_bet) + "/" + n(k.big_bet));
  if (k.ante) p.push((k.big_blind_ante ? W.bbAnte : W.ante) + " " + n(k.ante));
  if (k.bring_in) p.push(W.bringIn + " " + n(k.bring_in));
  return p.join(" · ");
}
// The television lists the whole draw, as large as its box allows (down to 20 px), and page
// by page when it still cannot hold it (a new page every PAGE_MS); a phone lists the first
// few, and the search finds a seat.
const TV = window.matchMedia("(min-width: 801px)"), PAGE_MS = 8000, SMALLEST = 20;
let seatPage = 0, seatKey = "";
function overflows(box) {
  // Past its box: taller, or (in columns) a column beyond its right edge.
  if (box.scrollHeight > box.clientHeight + 1 || box.scrollWidth > box.clientWidth + 1) return true;
  const last = box.lastElementChild, edge = box.getBoundingClientRect();
  if (!last) return false;
  const r = last.getBoundingClientRect();
  return r.right > edge.right + 1 || r.bottom > edge.bottom + 1;
}
function seatItem(c) {
  return TV.matches ? "<li><span>" + esc(c.player) + "</span> <b>" + c.table + "-" + c.seat + "</b></li>"
    : "<li>" + esc(c.player) + " — " + W.table + " " + c.table + ", " + W.seat + " " + c.seat + "</li>";
}
function fit(box, items, more) {
  // As many of ``items`` as the box holds whole (a binary search; ``more``: the last line
  // when some are left out); returns how many.
  box.innerHTML = items.join("");
  if (!overflows(box)) return items.length;
  let low = 0, high = items.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    box.innerHTML = items.slice(0, mid).join("") + (more || "");
    if (overflows(box)) high = mid - 1; else low = mid;
  }
  box.innerHTML = items.slice(0, low).join("") + (more && low < items.length ? more : "");
  return low;
}
// Each page holds as many rows as fit whole (a long name takes two lines): its first row.
let pageStarts = [0], seatItems = [], seatTitle = "";
function seatPages() { return pageStarts.length; }
function showSeatPage(page) {
  const box = $("seats"), pages = seatPages();
  seatPage = ((page % pages) + pages) % pages;
  const end = seatPage + 1 < pages ? pageStarts[seatPage + 1] : seatItems.length;
  box.innerHTML = seatItems.slice(pageStarts[seatPage], end).join("");
  $("h-seats").textContent = seatTitle + (pages > 1 ? "  " + (seatPage + 1) + "/" + pages : "");
}
function place(r) { return r.place + (r.place_to !== r.place ? "–" + r.place_to : ""); }
function resultItem(r) {
  return "<li>" + place(r) + ". " + esc(r.player) + (r.prize ? " · " + money(r.prize, S.prize_unit) : "") + "</li>";
}
function seats() {
  // The draw, or once the event is over its results, every row of it.
  if (!S) return;
  const over = Boolean(S.over && S.results && S.results.length);
  const want = over ? "" : $("find").value.trim().toLowerCase(), box = $("seats");
  const rows = over ? S.results : S.seats.filter(c => !want || c.player.toLowerCase().includes(want));
  const key = JSON.stringify([over, rows, want, innerWidth, innerHeight, LANG]);
  if (key === seatKey) return;
  seatKey = key; seatPage = 0; pageStarts = [0];
  $("find").style.display = over ? "none" : "";
  seatTitle = over ? W.results : (TV.matches ? W.seatsTv : W.seats);
  seatItems = rows.map(over ? resultItem : seatItem);
  if (!seatItems.length && want) seatItems = ["<li>" + W.nobody + "</li>"];
  if (!TV.matches) {
    seatItems = seatItems.slice(0, over ? seatItems.length : (want ? 20 : 8));
    showSeatPage(0);
    return;
  }
  let size = Math.max(SMALLEST, innerWidth * 0.017);
  for (; size > SMALLEST; size -= 1) {
    box.style.fontSize = size + "px"; box.innerHTML = seatItems.join("");
    if (!overflows(box)) break;
  }
  box.style.fontSize = Math.max(size, SMALLEST) + "px";
  for (let start = 0; start < seatItems.length; ) {
    start += Math.max(1, fit(box, seatItems.slice(start)));
    if (start < seatItems.length) pageStarts.push(start);
  }
  showSeatPage(0);
}
setInterval(() => { if (TV.matches && seatPages() > 1 && !$("find").value) showSeatPage(seatPage + 1); }, PAGE_MS);
addEventListener("resize", () => { if (S) { lists(S); seats(); } });
let listKey = "";
function lists(s) {
  // The paid places, the eliminations and the moves, as many as fit.
  const key = JSON.stringify([s.prizes, s.results, s.eliminations, s.moves, s.over, s.prize_unit, innerWidth, innerHeight, LANG]);
  if (key === listKey) return;
  listKey = key;
  const prizes = $("prizes");
  const paid = s.prizes.map(p => "<li>" + money(p, s.prize_unit) + "</li>");
  const out = s.eliminations.map(e => "<li>" + esc(e.player) + " — " + W.place + " " + e.place
    + (e.place_to !== e.place ? "–" + e.place_to : "") + (e.prize ? " · " + money(e.prize, s.prize_unit) : "") + "</li>");
  const moves = s.moves.map(m => "<li>" + esc(m.player) + " → " + W.table + " " + m.to_table + ", " + W.seat + " " + m.to_seat + "</li>");
  if (TV.matches) {
    fit(prizes, paid, "<li class=more>…</li>"); fit($("eliminations"), out); fit($("moves"), moves);
  } else {
    prizes.innerHTML = paid.join(""); $("eliminations").innerHTML = out.join(""); $("moves").innerHTML = moves.join("");
  }
}
function draw(s) {
  S = s;
  if (!ASKED && s.language && s.language !== LANG) { choose(s.language); headings(); seatKey = listKey = ""; }
  if (!s.event) { $("event").textContent = W.waiting; return; }
  $("event").textContent = s.event;
  $("level").textContent = s.over ? "" : s.on_break ? W.brk : (s.started ? W.level + " " + s.level : W.notStarted)
    + (s.hand_for_hand ? " · " + W.hfh : "");
  $("clock").textContent = s.started && !s.over ? clock(s.seconds_left) : "";
  const game = s.stakes ? (s.mixed ? W.now + ": " : "") + gameName(s.stakes) : "";
  $("stakes").innerHTML = s.over ? "" : s.stakes ? esc(game) + "<br>" + esc(stakes(s.stakes)) : esc(W.brk);
  $("state").textContent = s.over ? W.over + (s.winner ? " — " + W.winner + ": " + s.winner : "")
    : (s.started && !s.running ? W.paused : "");
  let nx = "";
  if (s.over) nx = "";
  else if (s.started && s.next_is_break) nx = W.nextBreak;
  else if (s.started && s.next_stakes) nx = W.next + " " + s.next_level + ": "
    + (s.mixed ? gameName(s.next_stakes) + ", " : "") + stakes(s.next_stakes);
  $("next").textContent = nx;
  const br = [];
  if (s.started && !s.on_break && s.seconds_to_break !== null) br.push(W.toBreak + " " + clock(s.seconds_to_break));
  if (s.break_colour_up.length) br.push(W.colourUp.replace("%1", s.break_colour_up.map(n).join(", ")));
  if (s.break_add_on) br.push(W.addOn);
  $("break").textContent = br.join(" · ");
  $("news").innerHTML = s.announcements.map(t => "<div class='line'>» " + esc(t) + "</div>").join("");
  $("players").textContent = n(s.players_left) + " " + W.of + " " + n(s.entries);
  $("average").textContent = W.average + ": " + n(s.average_stack) + " (" + tenths(s.average_big_blinds_tenths) + " " + W.bb + ")";
  $("chips").textContent = W.chips + ": " + n(s.chips_in_play);
  $("pool").textContent = W.pool + ": " + money(s.prize_pool, s.prize_unit);
  lists(s);
  seats();
}
$("find").addEventListener("input", seats);
fetch("state").then(r => r.json()).then(draw).catch(() => {});
const feed = new EventSource("events");
feed.onmessage = e => draw(JSON.parse(e.data));
</script></body></html>"""
)

REMOTE_PAGE = """<!doctype html><html><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Remote</title>
<style>*{box-sizing:border-box} body{font-family:Arial,sans-serif;background:#0b2416;color:#f4f1e6;
margin:0;padding:4vw;font-size:20px} button,input{font-size:22px;margin:6px 4px;padding:10px 14px;
max-width:100%} #answer{margin-top:1em;font-weight:bold;overflow-wrap:anywhere}</style></head><body>
<h1 id="title">Remote</h1>
<p><label><span id="l-pin">PIN</span> <input id="pin" type="password" inputmode="numeric"
autocomplete="off" size="8"></label></p>
<p><button id="pause">Pause</button><button id="resume">Resume</button></p>
<p><label><span id="l-minutes">Minutes</span> <input id="minutes" type="number" min="1" max="60"
value="1" size="3"></label><button id="add_time">+</button><button id="remove_time">−</button></p>
<p><label><span id="l-player">Player</span> <input id="player" autocomplete="off"></label>
<button id="eliminate">Eliminate</button></p>
<div id="answer"></div>
<script>
// The remote's words follow the event's language as the players' page does: ?lang=fr or
// ?lang=ru, else the language the director chose for the displays (sent with the state), else
// the phone's. What the director's station answers comes worded already.
const WORDS = {
 en: {title:"Remote", pin:"PIN", pause:"Pause", resume:"Resume", minutes:"Minutes", player:"Player",
  eliminate:"Eliminate", added:"Add minutes", removed:"Take minutes off"},
 fr: {title:"Télécommande", pin:"Code", pause:"Pause", resume:"Reprendre", minutes:"Minutes",
  player:"Joueur", eliminate:"Éliminer", added:"Ajouter des minutes", removed:"Retirer des minutes"},
 ru: {title:"Пульт", pin:"PIN", pause:"Пауза", resume:"Пуск", minutes:"Минуты", player:"Игрок",
  eliminate:"Выбыл", added:"Добавить минуты", removed:"Убрать минуты"}
};
function $(id) { return document.getElementById(id); }
const ASKED = WORDS[new URLSearchParams(location.search).get("lang")]
  ? new URLSearchParams(location.search).get("lang") : "";
function speak(code) {
  const lang = WORDS[code] ? code : "en", w = WORDS[lang];
  document.documentElement.lang = lang; document.title = w.title;
  for (const id of ["title", "pause", "resume", "eliminate"]) $(id).textContent = w[id];
  for (const id of ["pin", "minutes", "player"]) $("l-" + id).textContent = w[id];
  $("add_time").title = w.added; $("remove_time").title = w.removed;
}
speak(ASKED || (navigator.language || "en").slice(0, 2));
if (!ASKED) fetch("state").then(r => r.json()).then(s => { if (s.language) speak(s.language); })
  .catch(() => {});
async function send(action) {
  const body = {pin: $("pin").value, action: action};
  if (action === "add_time" || action === "remove_time") body.minutes = parseInt($("minutes").value, 10);
  if (action === "eliminate") body.player = $("player").value;
  $("answer").textContent = "…";
  try {
    const r = await fetch("remote", {method: "POST", headers: {"Content-Type": "application/json"}, body: JSON.stringify(body)});
    const a = await r.json();
    $("answer").textContent = a.ok ? "✓ " + a.message : a.message;
    if (a.ok && action === "eliminate") $("player").value = "";
  } catch (e) { $("answer").textContent = String(e); }
}
for (const id of ["pause", "resume", "add_time", "remove_time", "eliminate"]) $(id).onclick = () => send(id);
</script></body></html>"""
