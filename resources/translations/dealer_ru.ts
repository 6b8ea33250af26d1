<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>ActionPanel</name>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="80"/>
        <source>Next hand</source>
        <translation>Следующая раздача</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="124"/>
        <source>Fold</source>
        <translation>Пас</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="125"/>
        <source>Call</source>
        <translation>Колл</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="126"/>
        <source>Bring-in</source>
        <translation>Бринг-ин</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="127"/>
        <source>Raise</source>
        <translation>Рейз</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="128"/>
        <source>Big bet</source>
        <translation>Большая ставка</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="144"/>
        <source>Min</source>
        <translation>Мин</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="145"/>
        <source>½ pot</source>
        <translation>½ банка</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="146"/>
        <source>Pot</source>
        <translation>Банк</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="147"/>
        <source>All-in</source>
        <translation>Олл-ин</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="169"/>
        <source>Type the cards: Ah Kd 7c</source>
        <translation>Введите карты: Ah Kd 7c</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="175"/>
        <location filename="../../dealer_app/ui/action_panel.py" line="179"/>
        <source>Enter</source>
        <translation>Ввод</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="181"/>
        <source>Show known cards</source>
        <translation>Показать известные карты</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="183"/>
        <source>Muck</source>
        <translation>Сбросить</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="203"/>
        <source>Stand pat</source>
        <translation>Без замены</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="205"/>
        <source>Change %1</source>
        <translation>Сменить %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="228"/>
        <source>%1 brings in or completes.</source>
        <translation>%1 ставит бринг-ин или дополняет.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="230"/>
        <source>%1 to act: check or bet.</source>
        <translation>Ход игрока %1: чек или ставка.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="233"/>
        <source>%1 to act: %2 to call.</source>
        <translation>Ход игрока %1: %2 для колла.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="288"/>
        <source>Bring-in %1</source>
        <translation>Бринг-ин %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="295"/>
        <source>Check</source>
        <translation>Чек</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="297"/>
        <source>Call %1 (all-in)</source>
        <translation>Колл %1 (олл-ин)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="299"/>
        <source>Call %1</source>
        <translation>Колл %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="301"/>
        <source>Complete to</source>
        <translation>Дополнить до</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="302"/>
        <source>Bet</source>
        <translation>Ставка</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="302"/>
        <source>Raise to</source>
        <translation>Рейз до</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="318"/>
        <source>Big bet %1</source>
        <translation>Большая ставка %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="326"/>
        <source>min %1 · max %2</source>
        <translation>мин %1 · макс %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="337"/>
        <source>The betting is capped: call or fold only.</source>
        <translation>Торговля закрыта (кэп): только колл или пас.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="338"/>
        <source>Betting not re-opened: call or fold only.</source>
        <translation>Торговля не открыта заново: только колл или пас.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="339"/>
        <source>No chips left beyond a call.</source>
        <translation>Кроме колла фишек не осталось.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="340"/>
        <source>Every other player is all-in: call or fold.</source>
        <translation>Все остальные игроки в олл-ине: колл или пас.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="367"/>
        <source>Showdown order: %1. Type the cards shown, or muck.</source>
        <translation>Порядок вскрытия: %1. Введите открытые карты или сбросьте.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="371"/>
        <source>Type the upcard (or all three third-street cards, upcard last).</source>
        <translation>Введите открытую карту (или все три карты третьей улицы, открытую последней).</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="373"/>
        <source>Type the cards or click them below; cards in play are greyed out.</source>
        <translation>Введите карты или выберите их ниже; карты в игре затенены.</translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="43"/>
        <source>Pre-flop</source>
        <translation>Префлоп</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="44"/>
        <source>Flop</source>
        <translation>Флоп</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="45"/>
        <source>Turn</source>
        <translation>Тёрн</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="46"/>
        <source>River</source>
        <translation>Ривер</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="47"/>
        <source>Third street</source>
        <translation>Третья улица</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="48"/>
        <source>Fourth street</source>
        <translation>Четвёртая улица</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="49"/>
        <source>Fifth street</source>
        <translation>Пятая улица</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="50"/>
        <source>Sixth street</source>
        <translation>Шестая улица</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="51"/>
        <source>Seventh street</source>
        <translation>Седьмая улица</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="52"/>
        <source>Before the first draw</source>
        <translation>До первого обмена</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="53"/>
        <source>After the first draw</source>
        <translation>После первого обмена</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="54"/>
        <source>After the second draw</source>
        <translation>После второго обмена</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="55"/>
        <source>After the third draw</source>
        <translation>После третьего обмена</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="56"/>
        <source>Before the draw</source>
        <translation>До обмена</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="57"/>
        <source>After the draw</source>
        <translation>После обмена</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="58"/>
        <source>Showdown</source>
        <translation>Вскрытие</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="59"/>
        <source>Hand over</source>
        <translation>Раздача окончена</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="60"/>
        <source>No-limit hold&apos;em</source>
        <translation>Безлимитный холдем</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="61"/>
        <source>Pot-limit hold&apos;em</source>
        <translation>Пот-лимит холдем</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="62"/>
        <source>Limit hold&apos;em</source>
        <translation>Лимитный холдем</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="63"/>
        <source>Pot-limit Omaha</source>
        <translation>Пот-лимит Омаха</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="64"/>
        <source>Pot-limit Omaha hi/lo</source>
        <translation>Пот-лимит Омаха хай-лоу</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="65"/>
        <source>Limit Omaha hi/lo</source>
        <translation>Лимитная Омаха хай-лоу</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="66"/>
        <source>Seven-card stud</source>
        <translation>Семикарточный стад</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="67"/>
        <source>Seven-card stud hi/lo</source>
        <translation>Семикарточный стад хай-лоу</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="68"/>
        <source>Razz</source>
        <translation>Разз</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="69"/>
        <source>2-7 triple draw</source>
        <translation>2-7 тройной обмен</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="70"/>
        <source>2-7 single draw</source>
        <translation>2-7 одиночный обмен</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="71"/>
        <source>High card</source>
        <translation>Старшая карта</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="72"/>
        <source>Pair</source>
        <translation>Пара</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="73"/>
        <source>Two pair</source>
        <translation>Две пары</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="74"/>
        <source>Three of a kind</source>
        <translation>Тройка</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="75"/>
        <source>Straight</source>
        <translation>Стрит</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="76"/>
        <source>Flush</source>
        <translation>Флеш</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="77"/>
        <source>Full house</source>
        <translation>Фулл-хаус</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="78"/>
        <source>Four of a kind</source>
        <translation>Каре</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="79"/>
        <source>Straight flush</source>
        <translation>Стрит-флеш</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="80"/>
        <source>Royal flush</source>
        <translation>Роял-флеш</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="81"/>
        <source>Low</source>
        <translation>Лоу</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="82"/>
        <source>first left of the button</source>
        <translation>первый слева от баттона</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="83"/>
        <source>Everybody else folded.</source>
        <translation>Все остальные сбросили карты.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="84"/>
        <source>The other players mucked.</source>
        <translation>Остальные игроки сбросили карты.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="85"/>
        <source>The other players mucked or did not show.</source>
        <translation>Остальные игроки сбросили или не открыли карты.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="86"/>
        <source>Nobody else could win this pot.</source>
        <translation>Никто другой не мог выиграть этот банк.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="87"/>
        <source>No qualifying low: the high hand takes the whole pot.</source>
        <translation>Нет подходящей низкой руки: старшая рука забирает весь банк.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="88"/>
        <source>The hands shown are not known: the pot is split among them.</source>
        <translation>Открытые руки неизвестны: банк делится между ними.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="89"/>
        <source>TDA</source>
        <translation>TDA</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="90"/>
        <source>RRoP</source>
        <translation>RRoP</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="91"/>
        <source>WSOP</source>
        <translation>WSOP</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="117"/>
        <source> (low)</source>
        <translation> (лоу)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="134"/>
        <source>highest card by suit (%1)</source>
        <translation>старшая карта по масти (%1)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="135"/>
        <source>lowest card by suit (%1)</source>
        <translation>младшая карта по масти (%1)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="144"/>
        <source>%1 may %2 to at most %3: pot limit.</source>
        <translation>%1 может %2 не больше чем до %3: пот-лимит.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="148"/>
        <source>%1 must %2 to at least %3 (or go all-in for %4).</source>
        <translation>%1 должен %2 минимум до %3 (или пойти олл-ин на %4).</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="152"/>
        <source>%1 has only %2 in all this round: %3 to at most %4.</source>
        <translation>У игрока %1 всего %2 на этот круг: %3 не больше чем до %4.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="156"/>
        <source>%1 may %2 to %3 only: fixed limit.</source>
        <translation>%1 может %2 только до %3: фиксированный лимит.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="160"/>
        <source>%1 is already %2.</source>
        <translation>%1 уже %2.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="164"/>
        <source>%1 is entered twice.</source>
        <translation>%1 введена дважды.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="168"/>
        <source>&apos;%1&apos; is not a card: %2</source>
        <translation>«%1» — не карта: %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="172"/>
        <source>The %1 is %2 card(s), not %3.</source>
        <translation>%1 — это %2 карт(ы), а не %3.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="176"/>
        <source>%1 cannot %2: %3</source>
        <translation>%1 не может %2: %3</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="180"/>
        <source>%1 must post the bring-in or complete: it is a forced bet.</source>
        <translation>%1 должен поставить бринг-ин или дополнить: это обязательная ставка.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="184"/>
        <source>%1 must post the bring-in or complete, not check.</source>
        <translation>%1 должен поставить бринг-ин или дополнить, а не чекать.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="188"/>
        <source>A player is all-in: every hand is turned face up, nobody mucks.</source>
        <translation>Игрок в олл-ине: все руки открываются, никто не сбрасывает.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="194"/>
        <source>%1 shows %2 cards, not %3.</source>
        <translation>%1 открывает %2 карт(ы), а не %3.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="198"/>
        <source>%1&apos;s cards are not known: enter the cards shown.</source>
        <translation>Карты игрока %1 неизвестны: введите открытые карты.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="202"/>
        <source>Nothing to undo: no action has been entered in this hand.</source>
        <translation>Нечего отменять: в этой раздаче ещё нет действий.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="207"/>
        <source>on the board</source>
        <translation>на борде</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="208"/>
        <source>in %1&apos;s hand</source>
        <translation>в руке игрока %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="209"/>
        <source>among %1&apos;s upcards</source>
        <translation>среди открытых карт игрока %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="210"/>
        <source>among %1&apos;s discards</source>
        <translation>среди сброшенных карт игрока %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="216"/>
        <source>the betting is capped: %1 may only call or fold.</source>
        <translation>торговля закрыта (кэп): %1 может только уравнять или сбросить.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="220"/>
        <source>the short all-in did not re-open the betting: %1 may only call or fold.</source>
        <translation>неполный олл-ин не открыл торговлю заново: %1 может только уравнять или сбросить.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="226"/>
        <source>%1 has no chips left beyond a call.</source>
        <translation>у игрока %1 нет фишек сверх колла.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="230"/>
        <source>every other player is all-in: call or fold.</source>
        <translation>все остальные игроки в олл-ине: колл или пас.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="234"/>
        <source>the rank must be 2 to 9, T (or 10), J, Q, K or A.</source>
        <translation>достоинство должно быть от 2 до 9, T (или 10), J, Q, K или A.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="238"/>
        <source>a suit (c, d, h or s) must follow the rank.</source>
        <translation>после достоинства нужна масть (c, d, h или s).</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="242"/>
        <source>one rank and one suit, like As or 10h.</source>
        <translation>одно достоинство и одна масть, например As или 10h.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="246"/>
        <source>the suit must be c, d, h or s (or ♣ ♦ ♥ ♠).</source>
        <translation>масть должна быть c, d, h или s (или ♣ ♦ ♥ ♠).</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="251"/>
        <source>bet</source>
        <translation>ставить</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="252"/>
        <source>raise</source>
        <translation>повышать</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="253"/>
        <source>complete</source>
        <translation>дополнять</translation>
    </message>
</context>
<context>
    <name>HandLog</name>
    <message>
        <location filename="../../dealer_app/ui/models.py" line="31"/>
        <source>%1 folds</source>
        <translation>%1 сбрасывает</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/models.py" line="33"/>
        <source>%1 checks</source>
        <translation>%1 чек</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/models.py" line="35"/>
        <source>%1 calls %2</source>
        <translation>%1 уравнивает %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/models.py" line="37"/>
        <source>%1 bets %2</source>
        <translation>%1 ставит %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/models.py" line="39"/>
        <source>%1 raises to %2</source>
        <translation>%1 повышает до %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/models.py" line="41"/>
        <source>%1 completes to %2</source>
        <translation>%1 дополняет до %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/models.py" line="43"/>
        <source>%1 brings in for %2</source>
        <translation>%1 ставит бринг-ин %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/models.py" line="45"/>
        <source>Board: %3</source>
        <translation>Борд: %3</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/models.py" line="47"/>
        <source>%1 is dealt %3</source>
        <translation>%1 получает %3</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/models.py" line="50"/>
        <source>%1 stands pat</source>
        <translation>%1 не меняет карты</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/models.py" line="52"/>
        <source>%1 changes %2</source>
        <translation>%1 меняет %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/models.py" line="56"/>
        <source>%1 shows %3</source>
        <translation>%1 открывает %3</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/models.py" line="58"/>
        <source>%1 mucks</source>
        <translation>%1 сбрасывает карты</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/models.py" line="61"/>
        <source>(all-in)</source>
        <translation>(олл-ин)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/models.py" line="118"/>
        <source>Street</source>
        <translation>Улица</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/models.py" line="119"/>
        <source>Action</source>
        <translation>Действие</translation>
    </message>
</context>
<context>
    <name>HandScreen</name>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="61"/>
        <source>This hand</source>
        <translation>Эта раздача</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="85"/>
        <source>Keys: F fold · C check/call · R bet/raise · digits and Enter: amount · M min · H half pot · P pot · A all-in · B bring-in · G big bet · 0-5 cards to change · O show known · X muck · N next hand · Ctrl+Z undo</source>
        <translation>Клавиши: F пас · C чек/колл · R ставка/рейз · цифры и Enter: сумма · M мин · H полбанка · P банк · A олл-ин · B бринг-ин · G большая ставка · 0-5 карт на замену · O показать известные · X сбросить · N следующая раздача · Ctrl+Z отменить</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="124"/>
        <location filename="../../dealer_app/ui/main_window.py" line="269"/>
        <source>Dealer Assistant</source>
        <translation>Помощник дилера</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="142"/>
        <source>&amp;Table</source>
        <translation>&amp;Стол</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="143"/>
        <source>&amp;New table…</source>
        <translation>&amp;Новый стол…</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="147"/>
        <source>&amp;Settings…</source>
        <translation>&amp;Настройки…</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="152"/>
        <source>&amp;Quit</source>
        <translation>&amp;Выход</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="156"/>
        <source>&amp;Hand</source>
        <translation>&amp;Раздача</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="157"/>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="166"/>
        <source>Reopening the last table…</source>
        <translation>Открываем последний стол…</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="172"/>
        <source>No table is open.</source>
        <translation>Стол не открыт.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="177"/>
        <source>New table…  [Ctrl+N]</source>
        <translation>Новый стол…  [Ctrl+N]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="222"/>
        <source>Undo: %1</source>
        <translation>Отменить: %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="224"/>
        <source>Undo</source>
        <translation>Отменить</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="232"/>
        <source>rules: %1</source>
        <translation>правила: %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="235"/>
        <source>chip unit %1</source>
        <translation>единица фишки %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="238"/>
        <source>hand %1</source>
        <translation>раздача %1</translation>
    </message>
</context>
<context>
    <name>Need</name>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="347"/>
        <source>%1 to act.</source>
        <translation>Ход игрока %1.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="351"/>
        <source>Deal the community card (the deck is short).</source>
        <translation>Откройте общую карту (в колоде не хватает карт).</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="355"/>
        <source>Deal the %1: 1 card.</source>
        <translation>Сдайте %1: 1 карта.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="359"/>
        <source>Deal the %1: %2 cards.</source>
        <translation>Сдайте %1: %2 карты.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="364"/>
        <source>Enter %1&apos;s upcard.</source>
        <translation>Введите открытую карту игрока %1.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="366"/>
        <source>%1 draws: how many cards (0 stands pat)?</source>
        <translation>%1 меняет карты: сколько (0 — без замены)?</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="371"/>
        <source>%1 shows (every hand is turned face up).</source>
        <translation>%1 открывает карты (все руки открываются).</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="374"/>
        <source>%1 shows or mucks.</source>
        <translation>%1 открывает или сбрасывает карты.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="375"/>
        <source>The hand is over.</source>
        <translation>Раздача окончена.</translation>
    </message>
</context>
<context>
    <name>NewTableDialog</name>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="63"/>
        <source>New table</source>
        <translation>Новый стол</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="70"/>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="76"/>
        <source>%1 (rotation)</source>
        <translation>%1 (ротация)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="77"/>
        <source>Game or rotation</source>
        <translation>Игра или ротация</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="79"/>
        <source>hands</source>
        <translation>раздач</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="80"/>
        <source>orbits</source>
        <translation>кругов баттона</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="81"/>
        <source>levels</source>
        <translation>уровней</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="86"/>
        <source>every</source>
        <translation>каждые</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="91"/>
        <source>Change game</source>
        <translation>Смена игры</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="93"/>
        <source>Cash game</source>
        <translation>Кэш-игра</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="94"/>
        <source>Sit-and-go</source>
        <translation>Сит-энд-гоу</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="95"/>
        <source>Tournament</source>
        <translation>Турнир</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="96"/>
        <source>Format</source>
        <translation>Формат</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="100"/>
        <source>Rule set</source>
        <translation>Свод правил</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="102"/>
        <source>The smallest chip in play: 1, 5, 25, 0.25 ...</source>
        <translation>Самая мелкая фишка в игре: 1, 5, 25, 0.25 ...</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="103"/>
        <source>Chip unit</source>
        <translation>Единица фишки</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="107"/>
        <source>Stakes</source>
        <translation>Ставки</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="112"/>
        <source>Small blind</source>
        <translation>Малый блайнд</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="113"/>
        <source>Big blind</source>
        <translation>Большой блайнд</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="114"/>
        <source>Ante</source>
        <translation>Анте</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="115"/>
        <source>Small bet (limit)</source>
        <translation>Малая ставка (лимит)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="116"/>
        <source>Big bet (limit)</source>
        <translation>Большая ставка (лимит)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="117"/>
        <source>Stud ante</source>
        <translation>Анте в стаде</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="118"/>
        <source>Bring-in (stud)</source>
        <translation>Бринг-ин (стад)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="119"/>
        <source>Minimum buy-in</source>
        <translation>Минимальный бай-ин</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="120"/>
        <source>Maximum buy-in</source>
        <translation>Максимальный бай-ин</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="121"/>
        <source>Starting stack</source>
        <translation>Стартовый стек</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="134"/>
        <source>Minutes per level</source>
        <translation>Минут на уровень</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="137"/>
        <source>Levels (× the stakes)</source>
        <translation>Уровни (× ставки)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="145"/>
        <source>Seats</source>
        <translation>Места</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="148"/>
        <source>Seats at the table</source>
        <translation>Мест за столом</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="154"/>
        <source>Button on seat</source>
        <translation>Баттон на месте</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="162"/>
        <source>Seat</source>
        <translation>Место</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="163"/>
        <source>Name (empty: nobody)</source>
        <translation>Имя (пусто: никого)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="164"/>
        <source>Stack</source>
        <translation>Стек</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="192"/>
        <source>Open the table</source>
        <translation>Открыть стол</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="227"/>
        <source>Player %1</source>
        <translation>Игрок %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="322"/>
        <source>Type the smallest chip: 1, 5, 25, 0.25 ...</source>
        <translation>Введите самую мелкую фишку: 1, 5, 25, 0.25 ...</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="325"/>
        <source>The chip unit must be a positive amount.</source>
        <translation>Единица фишки должна быть положительной.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="329"/>
        <source>At most four decimals.</source>
        <translation>Не больше четырёх знаков после запятой.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="340"/>
        <source>&apos;%1&apos; is not an amount.</source>
        <translation>«%1» — не сумма.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="343"/>
        <source>%1 is finer than the chip unit allows.</source>
        <translation>%1 мельче, чем позволяет единица фишки.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="346"/>
        <source>An amount cannot be negative.</source>
        <translation>Сумма не может быть отрицательной.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="385"/>
        <source>&apos;%1&apos; is not a multiplier.</source>
        <translation>«%1» — не множитель.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="389"/>
        <source>Give at least one level.</source>
        <translation>Укажите хотя бы один уровень.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="450"/>
        <source>Seat at least two players: type their names.</source>
        <translation>Посадите хотя бы двух игроков: введите их имена.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="453"/>
        <source>Put the button on a seat with a player.</source>
        <translation>Поставьте баттон на место с игроком.</translation>
    </message>
</context>
<context>
    <name>SeatWidget</name>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="53"/>
        <source>Seat %1</source>
        <translation>Место %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="59"/>
        <source>D</source>
        <comment>dealer button</comment>
        <translation>Д</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="60"/>
        <source>SB</source>
        <comment>small blind</comment>
        <translation>МБ</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="61"/>
        <source>BB</source>
        <comment>big blind</comment>
        <translation>ББ</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="98"/>
        <source>Empty</source>
        <translation>Свободно</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="106"/>
        <source>Stack %1</source>
        <translation>Стек %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="108"/>
        <source>In front: %1</source>
        <translation>Перед игроком: %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="112"/>
        <source>Sitting out</source>
        <translation>Отсутствует</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="112"/>
        <source>Not dealt in</source>
        <translation>Не в раздаче</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="115"/>
        <source>Folded</source>
        <translation>Пас</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="117"/>
        <source>Mucked</source>
        <translation>Сбросил</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="120"/>
        <location filename="../../dealer_app/ui/table_view.py" line="122"/>
        <source>All-in</source>
        <translation>Олл-ин</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="120"/>
        <source>To act</source>
        <translation>Ход</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../dealer_app/ui/settings.py" line="113"/>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/settings.py" line="118"/>
        <source>Follow the system</source>
        <translation>Как в системе</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/settings.py" line="126"/>
        <source>Language</source>
        <translation>Язык</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/settings.py" line="127"/>
        <source>Reopen the last table at start</source>
        <translation>Открывать последний стол при запуске</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/settings.py" line="131"/>
        <source>The language changes at once.</source>
        <translation>Язык меняется сразу.</translation>
    </message>
</context>
<context>
    <name>ShowdownPanel</name>
    <message>
        <location filename="../../dealer_app/ui/showdown.py" line="92"/>
        <source>Odd chip to seat %1 (%2): %3</source>
        <translation>Нечётная фишка месту %1 (%2): %3</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/showdown.py" line="107"/>
        <source>Pot %1</source>
        <translation>Банк %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/showdown.py" line="109"/>
        <source>Main pot %1</source>
        <translation>Основной банк %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/showdown.py" line="112"/>
        <source>Side pot %1: %2</source>
        <translation>Побочный банк %1: %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/showdown.py" line="117"/>
        <source>between %1</source>
        <translation>между %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/showdown.py" line="126"/>
        <source>high half</source>
        <translation>старшую половину</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/showdown.py" line="127"/>
        <source>low half</source>
        <translation>младшую половину</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/showdown.py" line="131"/>
        <source>%1 wins the %2: %3</source>
        <translation>%1 выигрывает %2: %3</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/showdown.py" line="133"/>
        <source>%1 wins %3</source>
        <translation>%1 выигрывает %3</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="218"/>
        <source>%1 · level %2</source>
        <translation>%1 · уровень %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="235"/>
        <source>Paid: %1</source>
        <translation>Выплачено: %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="240"/>
        <source>Pot %1</source>
        <translation>Банк %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="245"/>
        <source>Main pot %1</source>
        <translation>Основной банк %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="248"/>
        <source>Side pot %1: %2</source>
        <translation>Побочный банк %1: %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="334"/>
        <source>Dealer</source>
        <translation>Дилер</translation>
    </message>
</context>
</TS>
