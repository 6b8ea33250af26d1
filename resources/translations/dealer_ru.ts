<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>ActionPanel</name>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="90"/>
        <source>Next hand</source>
        <translation>Следующая раздача</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="153"/>
        <source>Fold</source>
        <translation>Пас</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="154"/>
        <source>Call</source>
        <translation>Колл</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="155"/>
        <source>Bring-in</source>
        <translation>Бринг-ин</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="156"/>
        <source>Raise</source>
        <translation>Рейз</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="157"/>
        <source>Big bet</source>
        <translation>Большая ставка</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="171"/>
        <source>Min</source>
        <translation>Мин</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="172"/>
        <source>½ pot</source>
        <translation>½ банка</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="173"/>
        <source>Pot</source>
        <translation>Банк</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="174"/>
        <source>All-in</source>
        <translation>Олл-ин</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="195"/>
        <source>Type the cards: Ah Kd 7c</source>
        <translation>Введите карты: Ah Kd 7c</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="201"/>
        <location filename="../../dealer_app/ui/action_panel.py" line="205"/>
        <source>Enter</source>
        <translation>Ввод</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="207"/>
        <source>Show known cards</source>
        <translation>Показать известные карты</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="209"/>
        <source>Muck</source>
        <translation>Сбросить</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="231"/>
        <source>Stand pat</source>
        <translation>Без обмена</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="233"/>
        <source>Change %1</source>
        <translation>Обмен %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="308"/>
        <source>Between hands: deal the next hand (N).</source>
        <translation>Между раздачами: сдайте следующую раздачу (N).</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="317"/>
        <source>Next hand: %1, %2; the button is on seat %3.</source>
        <translation>Следующая раздача: %1, %2; баттон на месте %3.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="333"/>
        <source>Press the number of the game %1 names:</source>
        <translation>Нажмите номер игры, которую называет %1:</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="379"/>
        <source>%1 brings in or completes.</source>
        <translation>%1 ставит бринг-ин или дополняет.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="381"/>
        <source>%1 to act: check or bet.</source>
        <translation>Ход игрока %1: чек или ставка.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="384"/>
        <source>%1 to act: %2 to call.</source>
        <translation>Ход игрока %1: %2 для колла.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="451"/>
        <source>Bring-in %1</source>
        <translation>Бринг-ин %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="458"/>
        <source>Check</source>
        <translation>Чек</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="460"/>
        <source>Call %1 (all-in)</source>
        <translation>Колл %1 (олл-ин)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="462"/>
        <source>Call %1</source>
        <translation>Колл %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="464"/>
        <source>Complete to</source>
        <translation>Дополнить до</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="465"/>
        <source>Bet</source>
        <translation>Ставка</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="465"/>
        <source>Raise to</source>
        <translation>Рейз до</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="481"/>
        <source>Big bet %1</source>
        <translation>Большая ставка %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="489"/>
        <source>min %1 · max %2</source>
        <translation>мин %1 · макс %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="500"/>
        <source>The betting is capped: call or fold only.</source>
        <translation>Торговля закрыта (кэп): только колл или пас.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="501"/>
        <source>Betting not re-opened: call or fold only.</source>
        <translation>Торговля не открыта заново: только колл или пас.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="502"/>
        <source>No chips left beyond a call.</source>
        <translation>Кроме колла фишек не осталось.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="503"/>
        <source>Every other player is all-in: call or fold.</source>
        <translation>Все остальные игроки в олл-ине: колл или пас.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="531"/>
        <source>Showdown order: %1. Type the cards shown, or muck.</source>
        <translation>Порядок вскрытия: %1. Введите открытые карты или сбросьте.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="535"/>
        <source>Type the upcard (or all three third-street cards, upcard last).</source>
        <translation>Введите открытую карту (или все три карты третьей улицы, открытую последней).</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="537"/>
        <source>Type the cards or click them below; cards in play are greyed out.</source>
        <translation>Введите карты или выберите их ниже; карты в игре затенены.</translation>
    </message>
</context>
<context>
    <name>ClockBar</name>
    <message>
        <location filename="../../dealer_app/ui/clock.py" line="208"/>
        <source>(paused)</source>
        <translation>(пауза)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/clock.py" line="198"/>
        <source>Break</source>
        <translation>Перерыв</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/clock.py" line="205"/>
        <source>Level %1 of %2</source>
        <translation>Уровень %1 из %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/clock.py" line="211"/>
        <source>last level</source>
        <translation>последний уровень</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/clock.py" line="216"/>
        <source>Then a break of %1</source>
        <translation>Затем перерыв на %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/clock.py" line="218"/>
        <source>Then %1</source>
        <translation>Затем %1</translation>
    </message>
</context>
<context>
    <name>Director</name>
    <message>
        <location filename="../../dealer_app/ui/director_words.py" line="40"/>
        <source>{player} is not playing in the event.</source>
        <translation>{player} не играет в этом турнире.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director_words.py" line="41"/>
        <source>{player} is already in the event.</source>
        <translation>{player} уже зарегистрирован в турнире.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director_words.py" line="42"/>
        <source>The field is full: {maximum} entries.</source>
        <translation>Мест больше нет: {maximum} входов.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director_words.py" line="43"/>
        <source>Registration closed with level {level}.</source>
        <translation>Регистрация закрылась с уровнем {level}.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director_words.py" line="44"/>
        <source>{player} has used the {count} re-entries allowed.</source>
        <translation>{player} использовал все разрешённые повторные входы ({count}).</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director_words.py" line="45"/>
        <source>A player needs a name.</source>
        <translation>Игроку нужно имя.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director_words.py" line="46"/>
        <source>The event has started already.</source>
        <translation>Турнир уже начался.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director_words.py" line="47"/>
        <source>The event has not started.</source>
        <translation>Турнир ещё не начался.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director_words.py" line="48"/>
        <source>The event is over.</source>
        <translation>Турнир окончен.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director_words.py" line="49"/>
        <source>Somebody at the table must have chips.</source>
        <translation>У кого-то за столом должны остаться фишки.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director_words.py" line="50"/>
        <source>Table {table} has played its hand-for-hand hand: it waits for the others.</source>
        <translation>Стол {table} сыграл свою раздачу «рука за руку»: он ждёт остальных.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director_words.py" line="53"/>
        <source>Hand-for-hand is not on.</source>
        <translation>Режим «рука за руку» не включён.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director_words.py" line="54"/>
        <source>Hand-for-hand is already on.</source>
        <translation>Режим «рука за руку» уже включён.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director_words.py" line="55"/>
        <source>Finish the hand-for-hand hand first.</source>
        <translation>Сначала завершите раздачу «рука за руку».</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director_words.py" line="56"/>
        <source>The clock is not running.</source>
        <translation>Часы не идут.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director_words.py" line="57"/>
        <source>The clock is not paused.</source>
        <translation>Часы не на паузе.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director_words.py" line="58"/>
        <source>The clock cannot go back before the start.</source>
        <translation>Часы не могут уйти назад дальше начала.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director_words.py" line="59"/>
        <source>There is nothing to undo.</source>
        <translation>Отменять нечего.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director_words.py" line="60"/>
        <source>Entries are withdrawn before the start only.</source>
        <translation>Снять регистрацию можно только до начала.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director_words.py" line="61"/>
        <source>The event needs a name.</source>
        <translation>Турниру нужно название.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director_words.py" line="62"/>
        <source>Level {level}: {amount} cannot be made with the chips in play ({chips}).</source>
        <translation>Уровень {level}: {amount} нельзя составить из фишек в игре ({chips}).</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director_words.py" line="65"/>
        <source>A deal needs at least two players.</source>
        <translation>Для сделки нужно не меньше двух игроков.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director_words.py" line="66"/>
        <source>Every player in a deal has chips.</source>
        <translation>У каждого участника сделки есть фишки.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director_words.py" line="96"/>
        <source>break</source>
        <translation>перерыв</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director_words.py" line="99"/>
        <source>ante %1, bring-in %2</source>
        <translation>анте %1, бринг-ин %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director_words.py" line="105"/>
        <source>big-blind ante %1</source>
        <translation>анте большого блайнда %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director_words.py" line="108"/>
        <source>ante %1</source>
        <translation>анте %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director_words.py" line="111"/>
        <source>limits %1/%2</source>
        <translation>лимиты %1/%2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director_words.py" line="118"/>
        <source>place %1</source>
        <translation>место %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director_words.py" line="120"/>
        <source>places %1 to %2 shared</source>
        <translation>места с %1 по %2 поровну</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director_words.py" line="129"/>
        <source>Move %1, table %2 seat %3, to table %4 seat %5.</source>
        <translation>Пересадите %1, стол %2 место %3, за стол %4 место %5.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director_words.py" line="132"/>
        <source>Move %1, table %2 seat %3, to table %4 seat %5: the big blind there.</source>
        <translation>Пересадите %1, стол %2 место %3, за стол %4 место %5: там большой блайнд.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director_words.py" line="146"/>
        <source>%1: table %2 seat %3.</source>
        <translation>%1: стол %2 место %3.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director_words.py" line="149"/>
        <source>%1: table %2 seat %3 (dealt in once the button has passed).</source>
        <translation>%1: стол %2 место %3 (получает карты, когда пройдёт баттон).</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director_words.py" line="155"/>
        <source>Table %1 breaks.</source>
        <translation>Стол %1 расформирован.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director_words.py" line="159"/>
        <source>%1 is out: %2, prize %3.</source>
        <translation>%1 выбывает: %2, приз %3.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director_words.py" line="164"/>
        <source>Level %1: %2.</source>
        <translation>Уровень %1: %2.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director_words.py" line="168"/>
        <source>%1 wins the event.</source>
        <translation>%1 выигрывает турнир.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director_words.py" line="171"/>
        <source>The event is cancelled: below the minimum field. Refund every entry.</source>
        <translation>Турнир отменён: игроков меньше минимума. Верните деньги за каждый вход.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director_words.py" line="177"/>
        <source>Chip race at table %1: %2</source>
        <translation>Розыгрыш фишек за столом %1: %2</translation>
    </message>
</context>
<context>
    <name>DirectorWindow</name>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="461"/>
        <source>Tournament director</source>
        <translation>Директор турнира</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="463"/>
        <source>&amp;Event</source>
        <translation>&amp;Турнир</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="464"/>
        <source>&amp;New event…</source>
        <translation>&amp;Новый турнир…</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="466"/>
        <source>&amp;Open an event…</source>
        <translation>&amp;Открыть турнир…</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="469"/>
        <source>&amp;Save the event&apos;s record…</source>
        <translation>&amp;Сохранить запись турнира…</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="473"/>
        <source>Print &amp;seat cards…</source>
        <translation>Печать &amp;карточек мест…</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="476"/>
        <source>Print the &amp;entry list…</source>
        <translation>Печать списка &amp;входов…</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="479"/>
        <source>Print the &amp;results…</source>
        <translation>Печать &amp;результатов…</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="482"/>
        <source>&amp;Close</source>
        <translation>&amp;Закрыть</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="483"/>
        <source>&amp;Play</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="484"/>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="486"/>
        <source>S&amp;tart: draw the seats  [F9]</source>
        <translation>&amp;Старт: жеребьёвка мест  [F9]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="489"/>
        <source>&amp;Eliminate the chosen players  [E]</source>
        <translation>&amp;Выбить выбранных игроков  [E]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="492"/>
        <source>&amp;Pause or resume the clock  [F5]</source>
        <translation>&amp;Пауза или ход часов  [F5]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="496"/>
        <source>One minute &amp;more  [Ctrl++]</source>
        <translation>На минуту &amp;больше  [Ctrl++]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="502"/>
        <source>One minute &amp;less  [Ctrl+-]</source>
        <translation>На минуту &amp;меньше  [Ctrl+-]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="507"/>
        <source>&amp;Hand-for-hand on or off  [F6]</source>
        <translation>Режим «&amp;рука за руку» вкл. или выкл.  [F6]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="511"/>
        <source>Every table has &amp;played the hand  [F7]</source>
        <translation>Все столы &amp;сыграли раздачу  [F7]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="516"/>
        <source>Registration  [Ctrl+1]</source>
        <translation>Регистрация  [Ctrl+1]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="517"/>
        <source>Tables  [Ctrl+2]</source>
        <translation>Столы  [Ctrl+2]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="518"/>
        <source>Clock  [Ctrl+3]</source>
        <translation>Часы  [Ctrl+3]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="519"/>
        <source>Payouts and results  [Ctrl+4]</source>
        <translation>Выплаты и результаты  [Ctrl+4]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="520"/>
        <source>Deal  [Ctrl+5]</source>
        <translation>Сделка  [Ctrl+5]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="533"/>
        <source>Read out:</source>
        <translation>Объявить:</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="563"/>
        <source>Player&apos;s name, then Enter</source>
        <translation>Имя игрока, затем Enter</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="566"/>
        <source>Paid</source>
        <translation>Оплачено</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="569"/>
        <source>Register  [Enter]</source>
        <translation>Записать  [Enter]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="576"/>
        <source>Withdraw the chosen entry</source>
        <translation>Снять выбранный вход</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="579"/>
        <source>Start: draw the seats  [F9]</source>
        <translation>Старт: жеребьёвка мест  [F9]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="610"/>
        <source>Eliminate the chosen players  [E]</source>
        <translation>Выбить выбранных игроков  [E]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="611"/>
        <source>Rebuy  [R]</source>
        <translation>Ребай  [R]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="612"/>
        <source>Add-on  [A]</source>
        <translation>Аддон  [A]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="613"/>
        <source>Count the table&apos;s chips  [C]</source>
        <translation>Пересчитать фишки стола  [C]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="614"/>
        <source>Hand played at this table  [H]</source>
        <translation>Раздача сыграна за этим столом  [H]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="615"/>
        <source>The button is here  [B]</source>
        <translation>Баттон здесь  [B]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="616"/>
        <source>Chip race  [Ctrl+R]</source>
        <translation>Розыгрыш фишек  [Ctrl+R]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="637"/>
        <source>Pause / resume  [F5]</source>
        <translation>Пауза / ход  [F5]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="638"/>
        <source>+1 minute  [Ctrl++]</source>
        <translation>+1 минута  [Ctrl++]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="639"/>
        <source>-1 minute  [Ctrl+-]</source>
        <translation>-1 минута  [Ctrl+-]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="640"/>
        <source>Hand-for-hand  [F6]</source>
        <translation>Рука за руку  [F6]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="641"/>
        <source>Hand played everywhere  [F7]</source>
        <translation>Раздача сыграна везде  [F7]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="655"/>
        <source>Place</source>
        <translation>Место</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="655"/>
        <source>Prize</source>
        <translation>Приз</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="655"/>
        <location filename="../../dealer_app/ui/director.py" line="669"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="665"/>
        <source>Enter each player&apos;s chips, then compute. The players decide.</source>
        <translation>Введите фишки каждого игрока и посчитайте. Решают игроки.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="669"/>
        <source>Chips</source>
        <translation>Фишки</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="669"/>
        <source>Chip chop</source>
        <translation>Делёж по фишкам</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="669"/>
        <source>ICM</source>
        <translation>ICM</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="672"/>
        <source>Compute the deal  [Ctrl+D]</source>
        <translation>Посчитать сделку  [Ctrl+D]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="722"/>
        <source>The journal holds no event yet.</source>
        <translation>В журнале ещё нет турниров.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="725"/>
        <source>(over)</source>
        <translation>(окончен)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="729"/>
        <source>Open an event</source>
        <translation>Открыть турнир</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="729"/>
        <source>Event:</source>
        <translation>Турнир:</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="737"/>
        <location filename="../../dealer_app/ui/director.py" line="936"/>
        <source>Open or create an event first (Ctrl+N).</source>
        <translation>Сначала откройте или создайте турнир (Ctrl+N).</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="760"/>
        <source>%1 entries, fewer than the minimum of %2: cancel the event and refund every entry?</source>
        <translation>Входов %1, меньше минимума %2: отменить турнир и вернуть деньги за каждый вход?</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="776"/>
        <source>Choose the players eliminated on the table map.</source>
        <translation>Выберите выбывших игроков на схеме столов.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="799"/>
        <location filename="../../dealer_app/ui/director.py" line="807"/>
        <location filename="../../dealer_app/ui/director.py" line="832"/>
        <source>Choose the players on the table map.</source>
        <translation>Выберите игроков на схеме столов.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="824"/>
        <location filename="../../dealer_app/ui/director.py" line="857"/>
        <location filename="../../dealer_app/ui/director.py" line="866"/>
        <source>Choose a table on the map first.</source>
        <translation>Сначала выберите стол на схеме.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="870"/>
        <source>No chip leaves play in this event.</source>
        <translation>В этом турнире ни одна фишка не выходит из игры.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="914"/>
        <source>Chips are whole numbers.</source>
        <translation>Фишки — целые числа.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="959"/>
        <source>Seat cards</source>
        <translation>Карточки мест</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="964"/>
        <source>Table %1, seat %2</source>
        <translation>Стол %1, место %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="970"/>
        <source>Entry list</source>
        <translation>Список входов</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="973"/>
        <source>table %1 seat %2</source>
        <translation>стол %1 место %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="979"/>
        <location filename="../../dealer_app/ui/director.py" line="1080"/>
        <source>(not paid)</source>
        <translation>(не оплачено)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="984"/>
        <source>Results</source>
        <translation>Результаты</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="993"/>
        <source>Print to PDF</source>
        <translation>Печать в PDF</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="1001"/>
        <source>Save the event&apos;s record</source>
        <translation>Сохранить запись турнира</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="1035"/>
        <source>Undone: the last action is taken back.</source>
        <translation>Отменено: последнее действие снято.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="1038"/>
        <source>%1 is out; the place follows when every table has played the hand.</source>
        <translation>%1 выбывает; место определится, когда все столы сыграют раздачу.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="1067"/>
        <source>No event is open: Ctrl+N makes one.</source>
        <translation>Турнир не открыт: Ctrl+N создаёт новый.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="1082"/>
        <source>(out)</source>
        <translation>(выбыл)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="1101"/>
        <source>Seat %1</source>
        <translation>Место %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="1104"/>
        <source>Table %1</source>
        <translation>Стол %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="1169"/>
        <source>The clock starts with the event.</source>
        <translation>Часы пойдут с началом турнира.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="1175"/>
        <source>Break</source>
        <translation>Перерыв</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="1178"/>
        <source>Level %1: %2</source>
        <translation>Уровень %1: %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="1182"/>
        <source>(paused)</source>
        <translation>(на паузе)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="1184"/>
        <source>(hand-for-hand)</source>
        <translation>(рука за руку)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="1187"/>
        <source>Break in %1</source>
        <translation>Перерыв через %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="1194"/>
        <source>Players %1 of %2</source>
        <translation>Игроков %1 из %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="1197"/>
        <source>Tables %1</source>
        <translation>Столов %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="1198"/>
        <source>Chips %1</source>
        <translation>Фишек %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="1199"/>
        <source>Average %1 (%2 BB)</source>
        <translation>В среднем %1 (%2 ББ)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="1202"/>
        <source>Prize pool %1</source>
        <translation>Призовой фонд %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="1203"/>
        <source>Paid %1</source>
        <translation>Платных мест %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="1207"/>
        <source>Next out: place %1, %2</source>
        <translation>Следующий выбывший: место %1, %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="1212"/>
        <source>Owed %1</source>
        <translation>Долг %1</translation>
    </message>
</context>
<context>
    <name>DisplayStation</name>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="432"/>
        <source>Players&apos; display</source>
        <translation>Экран для игроков</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="440"/>
        <source>Show on this screen</source>
        <translation>Показать на этом экране</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="442"/>
        <source>Close the displays</source>
        <translation>Закрыть экраны</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="444"/>
        <source>Screen:</source>
        <translation>Экран:</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="445"/>
        <source>Language:</source>
        <translation>Язык:</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="454"/>
        <source>Announce:</source>
        <translation>Объявление:</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="462"/>
        <source>Serve on the network</source>
        <translation>Показывать в сети</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="466"/>
        <source>Address:</source>
        <translation>Адрес:</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="467"/>
        <source>Port:</source>
        <translation>Порт:</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="474"/>
        <source>Remote PIN:</source>
        <translation>PIN пульта:</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="475"/>
        <source>The display is not served on the network.</source>
        <translation>Экран не показывается в сети.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="509"/>
        <source>Choose a screen.</source>
        <translation>Выберите экран.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="548"/>
        <source>The PIN is 4 to 8 digits.</source>
        <translation>PIN — от 4 до 8 цифр.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="550"/>
        <source>The remote&apos;s PIN is set.</source>
        <translation>PIN пульта задан.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="564"/>
        <source>This program cannot serve the display on the network.</source>
        <translation>Эта программа не может показывать экран в сети.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="575"/>
        <source>Players&apos; page: %1
Remote: %2</source>
        <translation>Страница игроков: %1
Пульт: %2</translation>
    </message>
</context>
<context>
    <name>DisplayWindow</name>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="156"/>
        <source>Players&apos; display</source>
        <translation>Экран для игроков</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="171"/>
        <source>On your phone: %1</source>
        <translation>На телефоне: %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="209"/>
        <source>Blinds %1/%2</source>
        <translation>Блайнды %1/%2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="215"/>
        <source>Bets %1/%2</source>
        <translation>Ставки %1/%2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="221"/>
        <source>Big-blind ante %1</source>
        <translation>Анте большого блайнда %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="223"/>
        <source>Ante %1</source>
        <translation>Анте %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="228"/>
        <source>Bring-in %1</source>
        <translation>Бринг-ин %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="244"/>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="245"/>
        <source>Paid places</source>
        <translation>Призовые места</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="246"/>
        <source>Eliminated</source>
        <translation>Выбыли</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="247"/>
        <source>Seats and moves</source>
        <translation>Рассадка и пересадки</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="255"/>
        <source>No event is open.</source>
        <translation>Турнир не открыт.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="259"/>
        <source>Starting soon</source>
        <translation>Скоро начало</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="261"/>
        <location filename="../../dealer_app/ui/display.py" line="278"/>
        <source>Break</source>
        <translation>Перерыв</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="263"/>
        <source>Level %1</source>
        <translation>Уровень %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="267"/>
        <source>Hand-for-hand</source>
        <translation>Рука за руку</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="275"/>
        <source>Now: %1</source>
        <translation>Сейчас: %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="280"/>
        <source>The event is over.</source>
        <translation>Турнир окончен.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="282"/>
        <source>Winner: %1</source>
        <translation>Победитель: %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="286"/>
        <source>The clock is paused.</source>
        <translation>Часы остановлены.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="292"/>
        <source>Next: a break</source>
        <translation>Далее: перерыв</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="294"/>
        <source>Level %1 next: %2</source>
        <translation>Далее уровень %1: %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="305"/>
        <source>Break in %1</source>
        <translation>Перерыв через %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="311"/>
        <source>Colour-up: the %1 chips leave</source>
        <translation>Укрупнение: фишки %1 выходят из игры</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="316"/>
        <source>Add-on at this break</source>
        <translation>Аддон в этот перерыв</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="321"/>
        <source>%1 of %2</source>
        <translation>%1 из %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="330"/>
        <source>Average stack %1 (%2 BB)</source>
        <translation>Средний стек %1 (%2 ББ)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="336"/>
        <source>Chips in play %1</source>
        <translation>Фишки в игре %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="342"/>
        <source>Prize pool %1</source>
        <translation>Призовой фонд %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="354"/>
        <source>place %1</source>
        <translation>место %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="366"/>
        <source>table %1, seat %2</source>
        <translation>стол %1, место %2</translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="46"/>
        <source>Pre-flop</source>
        <translation>Префлоп</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="47"/>
        <source>Flop</source>
        <translation>Флоп</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="48"/>
        <source>Turn</source>
        <translation>Тёрн</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="49"/>
        <source>River</source>
        <translation>Ривер</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="50"/>
        <source>Third street</source>
        <translation>Третья улица</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="51"/>
        <source>Fourth street</source>
        <translation>Четвёртая улица</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="52"/>
        <source>Fifth street</source>
        <translation>Пятая улица</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="53"/>
        <source>Sixth street</source>
        <translation>Шестая улица</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="54"/>
        <source>Seventh street</source>
        <translation>Седьмая улица</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="55"/>
        <source>Before the first draw</source>
        <translation>До первого обмена</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="56"/>
        <source>After the first draw</source>
        <translation>После первого обмена</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="57"/>
        <source>After the second draw</source>
        <translation>После второго обмена</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="58"/>
        <source>After the third draw</source>
        <translation>После третьего обмена</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="59"/>
        <source>Before the draw</source>
        <translation>До обмена</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="60"/>
        <source>After the draw</source>
        <translation>После обмена</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="61"/>
        <source>Showdown</source>
        <translation>Вскрытие</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="62"/>
        <source>Hand over</source>
        <translation>Раздача окончена</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="63"/>
        <source>No-limit hold&apos;em</source>
        <translation>Безлимитный холдем</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="64"/>
        <source>Pot-limit hold&apos;em</source>
        <translation>Пот-лимит холдем</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="65"/>
        <source>Limit hold&apos;em</source>
        <translation>Лимитный холдем</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="66"/>
        <source>Pot-limit Omaha</source>
        <translation>Пот-лимит Омаха</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="67"/>
        <source>Pot-limit Omaha hi/lo</source>
        <translation>Пот-лимит Омаха хай-лоу</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="68"/>
        <source>Limit Omaha hi/lo</source>
        <translation>Лимитная Омаха хай-лоу</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="69"/>
        <source>Seven-card stud</source>
        <translation>Семикарточный стад</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="70"/>
        <source>Seven-card stud hi/lo</source>
        <translation>Семикарточный стад хай-лоу</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="71"/>
        <source>Razz</source>
        <translation>Разз</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="72"/>
        <source>2-7 triple draw</source>
        <translation>2-7 тройной обмен</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="73"/>
        <source>2-7 single draw</source>
        <translation>2-7 одиночный обмен</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="74"/>
        <source>High card</source>
        <translation>Старшая карта</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="75"/>
        <source>Pair</source>
        <translation>Пара</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="76"/>
        <source>Two pair</source>
        <translation>Две пары</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="77"/>
        <source>Three of a kind</source>
        <translation>Тройка</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="78"/>
        <source>Straight</source>
        <translation>Стрит</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="79"/>
        <source>Flush</source>
        <translation>Флеш</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="80"/>
        <source>Full house</source>
        <translation>Фулл-хаус</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="81"/>
        <source>Four of a kind</source>
        <translation>Каре</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="82"/>
        <source>Straight flush</source>
        <translation>Стрит-флеш</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="83"/>
        <source>Royal flush</source>
        <translation>Роял-флеш</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="84"/>
        <source>Low</source>
        <translation>Лоу</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="85"/>
        <source>first left of the button</source>
        <translation>первый слева от баттона</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="86"/>
        <source>Everybody else folded.</source>
        <translation>Все остальные сбросили карты.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="87"/>
        <source>The other players mucked.</source>
        <translation>Остальные игроки сбросили карты.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="88"/>
        <source>The other players mucked or did not show.</source>
        <translation>Остальные игроки сбросили или не открыли карты.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="89"/>
        <source>Nobody else could win this pot.</source>
        <translation>Никто другой не мог выиграть этот банк.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="90"/>
        <source>No qualifying low: the high hand takes the whole pot.</source>
        <translation>Нет подходящей низкой руки: старшая рука забирает весь банк.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="91"/>
        <source>The hands shown are not known: the pot is split among them.</source>
        <translation>Открытые руки неизвестны: банк делится между ними.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="92"/>
        <source>Everybody in this pot mucked: the last to muck wins it.</source>
        <translation>Все игроки этого банка сбросили карты: банк получает тот, кто сбросил последним.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="93"/>
        <source>TDA</source>
        <translation>TDA</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="94"/>
        <source>RRoP</source>
        <translation>RRoP</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="95"/>
        <source>WSOP</source>
        <translation>WSOP</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="121"/>
        <source> (low)</source>
        <translation> (лоу)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="138"/>
        <source>highest card by suit (%1)</source>
        <translation>старшая карта по масти (%1)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="139"/>
        <source>lowest card by suit (%1)</source>
        <translation>младшая карта по масти (%1)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="149"/>
        <source>Seat %1 is taken by %2.</source>
        <translation>Место %1 занято: там сидит %2.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="151"/>
        <source>Seat %1 is empty.</source>
        <translation>Место %1 свободно.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="154"/>
        <source>There is no seat %1: the table has seats 1 to %2.</source>
        <translation>Места %1 нет: за столом места с 1 по %2.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="158"/>
        <source>A player needs a name to sit down.</source>
        <translation>Чтобы сесть за стол, игроку нужно имя.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="162"/>
        <source>%1 is already seated at seat %2.</source>
        <translation>%1 уже сидит на месте %2.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="166"/>
        <source>%1 needs chips to sit down.</source>
        <translation>Чтобы сесть за стол, игроку %1 нужны фишки.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="170"/>
        <source>Chips come in units of %1: %2 is not a whole number of chips.</source>
        <translation>Единица фишки — %1: в %2 не целое число фишек.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="176"/>
        <source>Registration is closed: nobody new can sit down.</source>
        <translation>Регистрация закрыта: новые игроки не могут сесть за стол.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="178"/>
        <source>%1 has no re-entry left.</source>
        <translation>У игрока %1 не осталось ре-энтри.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="181"/>
        <source>Every player starts with %1 chips, not %2.</source>
        <translation>Стартовый стек каждого игрока — %1, а не %2.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="185"/>
        <source>The minimum buy-in is %1.</source>
        <translation>Минимальный бай-ин — %1.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="189"/>
        <source>The maximum buy-in is %1.</source>
        <translation>Максимальный бай-ин — %1.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="193"/>
        <source>%1 may add at most %2: the maximum buy-in is %3.</source>
        <translation>%1 может добавить не больше %2: максимальный бай-ин — %3.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="197"/>
        <source>%1 is in the hand: players leave between hands.</source>
        <translation>%1 в раздаче: игроки уходят из-за стола между раздачами.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="201"/>
        <source>%1 is already sitting out.</source>
        <translation>%1 уже отсутствует.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="203"/>
        <source>%1 is not sitting out.</source>
        <translation>%1 не отсутствует.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="206"/>
        <source>Add a positive number of chips.</source>
        <translation>Добавьте положительное число фишек.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="210"/>
        <source>Chips are added between hands only.</source>
        <translation>Фишки добавляются только между раздачами.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="214"/>
        <source>No chips can be bought in this tournament.</source>
        <translation>В этом турнире фишки не докупаются.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="218"/>
        <source>The add-on is taken during level %1 only.</source>
        <translation>Аддон берут только на уровне %1.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="222"/>
        <source>%1 has already taken the add-on.</source>
        <translation>У игрока %1 аддон уже взят.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="224"/>
        <source>The add-on is %1 chips.</source>
        <translation>Размер аддона — %1.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="228"/>
        <source>Nobody posts to enter a tournament: a new player is dealt in except between the small blind and the button.</source>
        <translation>В турнире никто не ставит блайнд для входа: новый игрок получает карты сразу, если он не сидит между малым блайндом и баттоном.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="236"/>
        <source>%1 is already playing: there is nothing to post.</source>
        <translation>%1 уже играет: ставить блайнд для входа не нужно.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="238"/>
        <source>%1 is already playing.</source>
        <translation>%1 уже играет.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="241"/>
        <source>This table does not play dealer&apos;s choice.</source>
        <translation>За этим столом не играют «выбор дилера».</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="245"/>
        <source>The games to choose from are %1.</source>
        <translation>Игры на выбор: %1.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="249"/>
        <source>The game is chosen between hands.</source>
        <translation>Игру выбирают между раздачами.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="253"/>
        <source>No game to choose now: %1 is played until its turn ends.</source>
        <translation>Сейчас игру не выбирают: %1 играется до конца своей очереди.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="257"/>
        <source>%1 chooses the game (dealer&apos;s choice: %2).</source>
        <translation>%1 выбирает игру (выбор дилера: %2).</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="261"/>
        <source>The tournament is on a break: play resumes in %1.</source>
        <translation>В турнире перерыв: игра продолжится через %1.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="265"/>
        <source>The tournament is over: %1 has every chip.</source>
        <translation>Турнир окончен: у игрока %1 все фишки.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="269"/>
        <source>At least two players must be in to deal a hand: the others sit out.</source>
        <translation>Для раздачи нужны хотя бы два игрока за столом: остальные отсутствуют.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="275"/>
        <source>At least two players with chips are needed to deal a hand.</source>
        <translation>Для раздачи нужны хотя бы два игрока с фишками.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="279"/>
        <source>%1 is played by at most %2 players, not %3.</source>
        <translation>В «%1» играют не больше %2 игроков, а не %3.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="283"/>
        <source>This level has no stakes for %1.</source>
        <translation>На этом уровне нет ставок для игры «%1».</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="287"/>
        <source>A cash game has no clock: its stakes are fixed.</source>
        <translation>В кэш-игре нет часов: ставки фиксированы.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="291"/>
        <source>The clock cannot read less than zero.</source>
        <translation>Часы не могут показывать меньше нуля.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="295"/>
        <source>A hand is in progress: finish it or cancel it first.</source>
        <translation>Идёт раздача: сначала завершите или отмените её.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="297"/>
        <source>No hand is in progress.</source>
        <translation>Раздача не идёт.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="301"/>
        <source>No hand is being played: deal the next hand first.</source>
        <translation>Раздача не идёт: сначала сдайте следующую раздачу.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="305"/>
        <source>This hand is not played at a table: there is no next hand.</source>
        <translation>Эта раздача играется не за столом: следующей раздачи нет.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="309"/>
        <source>Nothing to undo between hands: table changes stay as they are.</source>
        <translation>Между раздачами отменять нечего: изменения за столом остаются как есть.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="315"/>
        <source>The hand is over: its result stands; deal the next hand.</source>
        <translation>Раздача окончена: её результат окончателен; сдайте следующую раздачу.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="317"/>
        <source>A single hand has no clock.</source>
        <translation>У отдельной раздачи нет часов.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="321"/>
        <source>%1 may %2 to at most %3: pot limit.</source>
        <translation>%1 может %2 не больше чем до %3: пот-лимит.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="325"/>
        <source>%1 must %2 to at least %3 (or go all-in for %4).</source>
        <translation>%1 должен %2 минимум до %3 (или пойти олл-ин на %4).</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="329"/>
        <source>%1 has only %2 in all this round: %3 to at most %4.</source>
        <translation>У игрока %1 всего %2 на этот круг: %3 не больше чем до %4.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="333"/>
        <source>%1 may %2 to %3 only: fixed limit.</source>
        <translation>%1 может %2 только до %3: фиксированный лимит.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="337"/>
        <source>%1 is already %2.</source>
        <translation>%1 уже %2.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="341"/>
        <source>%1 is entered twice.</source>
        <translation>%1 введена дважды.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="345"/>
        <source>&apos;%1&apos; is not a card: %2</source>
        <translation>«%1» — не карта: %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="349"/>
        <source>The %1 is %2 card(s), not %3.</source>
        <translation>%1 — это %2 карт(ы), а не %3.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="353"/>
        <source>%1 cannot %2: %3</source>
        <translation>%1 не может %2: %3</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="357"/>
        <source>%1 must post the bring-in or complete: it is a forced bet.</source>
        <translation>%1 должен поставить бринг-ин или дополнить: это обязательная ставка.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="361"/>
        <source>%1 must post the bring-in or complete, not check.</source>
        <translation>%1 должен поставить бринг-ин или дополнить, а не чекать.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="365"/>
        <source>A player is all-in: every hand is turned face up, nobody mucks.</source>
        <translation>Игрок в олл-ине: все руки открываются, никто не сбрасывает.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="371"/>
        <source>%1 shows %2 cards, not %3.</source>
        <translation>%1 открывает %2 карт(ы), а не %3.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="375"/>
        <source>%1&apos;s cards are not known: enter the cards shown.</source>
        <translation>Карты игрока %1 неизвестны: введите открытые карты.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="379"/>
        <source>Nothing to undo: no action has been entered in this hand.</source>
        <translation>Нечего отменять: в этой раздаче ещё нет действий.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="381"/>
        <source>&apos;%1&apos; is not an amount.</source>
        <translation>«%1» — не сумма.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="384"/>
        <source>%1 is finer than the table&apos;s smallest unit.</source>
        <translation>%1 мельче самой мелкой единицы стола.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="389"/>
        <source>on the board</source>
        <translation>на борде</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="390"/>
        <source>in %1&apos;s hand</source>
        <translation>в руке игрока %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="391"/>
        <source>among %1&apos;s upcards</source>
        <translation>среди открытых карт игрока %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="392"/>
        <source>among %1&apos;s discards</source>
        <translation>среди сброшенных карт игрока %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="398"/>
        <source>the betting is capped: %1 may only call or fold.</source>
        <translation>торговля закрыта (кэп): %1 может только уравнять или сбросить.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="402"/>
        <source>the short all-in did not re-open the betting: %1 may only call or fold.</source>
        <translation>неполный олл-ин не открыл торговлю заново: %1 может только уравнять или сбросить.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="408"/>
        <source>%1 has no chips left beyond a call.</source>
        <translation>у игрока %1 нет фишек сверх колла.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="412"/>
        <source>every other player is all-in: call or fold.</source>
        <translation>все остальные игроки в олл-ине: колл или пас.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="416"/>
        <source>the rank must be 2 to 9, T (or 10), J, Q, K or A.</source>
        <translation>достоинство должно быть от 2 до 9, T (или 10), J, Q, K или A.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="420"/>
        <source>a suit (c, d, h or s) must follow the rank.</source>
        <translation>после достоинства нужна масть (c, d, h или s).</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="424"/>
        <source>one rank and one suit, like As or 10h.</source>
        <translation>одно достоинство и одна масть, например As или 10h.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="428"/>
        <source>the suit must be c, d, h or s (or ♣ ♦ ♥ ♠).</source>
        <translation>масть должна быть c, d, h или s (или ♣ ♦ ♥ ♠).</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="433"/>
        <source>bet</source>
        <translation>ставить</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="434"/>
        <source>raise</source>
        <translation>повышать</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="435"/>
        <source>complete</source>
        <translation>дополнять</translation>
    </message>
</context>
<context>
    <name>HandList</name>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="107"/>
        <source>(high)</source>
        <translation>(хай)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="109"/>
        <source>(low)</source>
        <translation>(лоу)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="154"/>
        <source>Hand</source>
        <translation>№</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="155"/>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="156"/>
        <source>Pots</source>
        <translation>Банки</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="157"/>
        <source>Winners</source>
        <translation>Победители</translation>
    </message>
</context>
<context>
    <name>HandLog</name>
    <message>
        <location filename="../../dealer_app/ui/models.py" line="32"/>
        <location filename="../../dealer_app/exports.py" line="501"/>
        <source>%1 folds</source>
        <translation>%1 сбрасывает</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/models.py" line="34"/>
        <location filename="../../dealer_app/exports.py" line="502"/>
        <source>%1 checks</source>
        <translation>%1 чек</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/models.py" line="36"/>
        <location filename="../../dealer_app/exports.py" line="503"/>
        <source>%1 calls %2</source>
        <translation>%1 уравнивает %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/models.py" line="38"/>
        <location filename="../../dealer_app/exports.py" line="504"/>
        <source>%1 bets %2</source>
        <translation>%1 ставит %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/models.py" line="40"/>
        <location filename="../../dealer_app/exports.py" line="505"/>
        <source>%1 raises to %2</source>
        <translation>%1 повышает до %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/models.py" line="42"/>
        <location filename="../../dealer_app/exports.py" line="506"/>
        <source>%1 completes to %2</source>
        <translation>%1 дополняет до %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/models.py" line="44"/>
        <location filename="../../dealer_app/exports.py" line="507"/>
        <source>%1 brings in for %2</source>
        <translation>%1 ставит бринг-ин %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/models.py" line="46"/>
        <location filename="../../dealer_app/exports.py" line="508"/>
        <source>Board: %3</source>
        <translation>Борд: %3</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/models.py" line="48"/>
        <location filename="../../dealer_app/exports.py" line="509"/>
        <source>%1 is dealt %3</source>
        <translation>%1 получает %3</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/models.py" line="51"/>
        <location filename="../../dealer_app/exports.py" line="510"/>
        <source>%1 stands pat</source>
        <translation>%1 не меняет карты</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/models.py" line="53"/>
        <location filename="../../dealer_app/exports.py" line="511"/>
        <source>%1 changes %2</source>
        <translation>%1 меняет %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/models.py" line="57"/>
        <location filename="../../dealer_app/exports.py" line="512"/>
        <source>%1 shows %3</source>
        <translation>%1 открывает %3</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/models.py" line="59"/>
        <location filename="../../dealer_app/exports.py" line="513"/>
        <source>%1 mucks</source>
        <translation>%1 сбрасывает карты</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/models.py" line="62"/>
        <location filename="../../dealer_app/exports.py" line="515"/>
        <source>(all-in)</source>
        <translation>(олл-ин)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/models.py" line="119"/>
        <source>Street</source>
        <translation>Улица</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/models.py" line="120"/>
        <source>Action</source>
        <translation>Действие</translation>
    </message>
</context>
<context>
    <name>HandScreen</name>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="82"/>
        <source>This hand</source>
        <translation>Эта раздача</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="107"/>
        <source>Keys: F fold · C check/call · R bet/raise · digits and Enter: amount · M min · H half pot · P pot · A all-in · B bring-in · G big bet · 0-5 cards to change · O show known · X muck · N next hand · Ctrl+Z undo · F2 players · right-click a seat for its menu</source>
        <translation>Клавиши: F пас · C чек/колл · R ставка/рейз · цифры и Enter: сумма · M мин · H полбанка · P банк · A олл-ин · B бринг-ин · G большая ставка · 0-5 карт на замену · O показать известные · X сбросить · N следующая раздача · Ctrl+Z отменить · F2 игроки · правый клик по месту: его меню</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="112"/>
        <source> · F5 pause or resume the clock</source>
        <translation> · F5 остановить или запустить часы</translation>
    </message>
</context>
<context>
    <name>HandSummary</name>
    <message>
        <location filename="../../dealer_app/exports.py" line="536"/>
        <source>%1 (seat %2)</source>
        <translation>%1 (место %2)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="554"/>
        <source>Hand %1</source>
        <translation>Раздача %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="559"/>
        <source>table %1</source>
        <translation>стол %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="572"/>
        <source>blinds %1</source>
        <translation>блайнды %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="579"/>
        <source>ante %1</source>
        <translation>анте %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="583"/>
        <source>antes %1</source>
        <translation>анте %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="588"/>
        <source>bring-in %1</source>
        <translation>бринг-ин %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="594"/>
        <source>bets %1/%2</source>
        <translation>лимит %1/%2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="602"/>
        <source>minimum bet %1</source>
        <translation>минимальная ставка %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="608"/>
        <source>chip unit %1</source>
        <translation>единица фишки %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="613"/>
        <source>rules: %1</source>
        <translation>правила: %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="617"/>
        <source>Stakes: %1</source>
        <translation>Ставки: %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="630"/>
        <source>Players:</source>
        <translation>Игроки:</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="635"/>
        <source>Seat %1</source>
        <translation>Место %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="656"/>
        <source>button</source>
        <translation>баттон</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="667"/>
        <source>big blind %1</source>
        <translation>большой блайнд %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="671"/>
        <source>small blind %1</source>
        <translation>малый блайнд %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="675"/>
        <source>straddle %1</source>
        <translation>стрэддл %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="712"/>
        <source>%1: %2</source>
        <extracomment>A street of the summary: %1 the street (and its board), %2 what was done on it, &quot;Flop [2♣ 3♦ 7♥]: Boris bets 10 · Chloe calls 10&quot;.</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="738"/>
        <source>Board: %1</source>
        <translation>Борд: %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="745"/>
        <source>%1 mucked</source>
        <translation>%1: карты сброшены</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="752"/>
        <source>%1 showed unseen cards</source>
        <translation>%1: открыты карты, которые не были введены</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="760"/>
        <source>Shown: %1</source>
        <translation>Открытые карты: %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="768"/>
        <source>Uncalled %1 returned to %2</source>
        <translation>Неуравненная ставка %1 возвращена: %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="783"/>
        <source>Odd chip to seat %1 (%2): %3</source>
        <translation>Нечётная фишка месту %1 (%2): %3</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="794"/>
        <source>Pot %1</source>
        <translation>Банк %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="797"/>
        <source>Main pot %1</source>
        <translation>Основной банк %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="801"/>
        <source>Side pot %1: %2</source>
        <translation>Побочный банк %1: %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="807"/>
        <source>between %1</source>
        <translation>между %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="814"/>
        <source>%1 wins the high half: %2</source>
        <translation>%1 выигрывает старшую половину: %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="820"/>
        <source>%1 wins the low half: %2</source>
        <translation>%1 выигрывает младшую половину: %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="826"/>
        <source>%1 wins %2</source>
        <translation>%1 выигрывает %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="833"/>
        <source>without showing</source>
        <translation>без вскрытия</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="841"/>
        <source>The hand is not finished: %1</source>
        <translation>Раздача не окончена: %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="856"/>
        <source>Finishing stacks: %1</source>
        <translation>Стеки в конце раздачи: %1</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="214"/>
        <source>This table (%1)</source>
        <translation>Этот стол (%1)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="219"/>
        <source>Table %1 (%2), opened %3</source>
        <translation>Стол %1 (%2), открыт %3</translation>
    </message>
    <message numerus="yes">
        <location filename="../../dealer_app/ui/history_view.py" line="232"/>
        <source>%n games</source>
        <translation>
            <numerusform>%n игра</numerusform>
            <numerusform>%n игры</numerusform>
            <numerusform>%n игр</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="258"/>
        <source>The hand on screen</source>
        <translation>Раздача на экране</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="263"/>
        <source>Imported: %1</source>
        <translation>Импорт: %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="473"/>
        <source>Hand history</source>
        <translation>История раздач</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="493"/>
        <source>Import PHH…</source>
        <translation>Импорт PHH…</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="494"/>
        <source>Export hand…</source>
        <translation>Экспорт раздачи…</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="495"/>
        <source>Export session…</source>
        <translation>Экспорт сессии…</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="531"/>
        <source>Choose a hand to replay it.</source>
        <translation>Выберите раздачу, чтобы воспроизвести её.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="542"/>
        <source>Keys: ↑ ↓ choose a hand · ← → step back and forward · Home / End: first and last step · Ctrl+O import · Ctrl+E export the hand · Ctrl+Shift+E export the session · Esc close</source>
        <translation>Клавиши: ↑ ↓ выбрать раздачу · ← → шаг назад и вперёд · Home / End: первый и последний шаг · Ctrl+O импорт · Ctrl+E экспорт раздачи · Ctrl+Shift+E экспорт сессии · Esc закрыть</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="718"/>
        <location filename="../../dealer_app/ui/history_view.py" line="774"/>
        <source>Choose a hand to export first.</source>
        <translation>Сначала выберите раздачу для экспорта.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="731"/>
        <source>There is no hand to export yet.</source>
        <translation>Пока нет раздач для экспорта.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="748"/>
        <source>Hand %1 saved to %2.</source>
        <translation>Раздача %1 сохранена в %2.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../dealer_app/ui/history_view.py" line="751"/>
        <source>%n hands saved to %1.</source>
        <translation>
            <numerusform>%n раздача сохранена в %1.</numerusform>
            <numerusform>%n раздачи сохранены в %1.</numerusform>
            <numerusform>%n раздач сохранено в %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../dealer_app/ui/history_view.py" line="768"/>
        <source>%1: %n hands to review.</source>
        <translation>
            <numerusform>%1: %n раздача для просмотра.</numerusform>
            <numerusform>%1: %n раздачи для просмотра.</numerusform>
            <numerusform>%1: %n раздач для просмотра.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="776"/>
        <source>Export hand %1</source>
        <translation>Экспорт раздачи %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="785"/>
        <source>Export the session</source>
        <translation>Экспорт сессии</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="792"/>
        <source>Import a hand history</source>
        <translation>Импорт истории раздач</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="794"/>
        <source>PHH hand histories (*.phh *.phhs);;All files (*)</source>
        <translation>Истории раздач PHH (*.phh *.phhs);;Все файлы (*)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="801"/>
        <source>PHH hand history (*.phh)</source>
        <translation>История раздачи PHH (*.phh)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="803"/>
        <source>PHH hand histories (*.phhs)</source>
        <translation>Истории раздач PHH (*.phhs)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="805"/>
        <source>Text summary to print (*.txt)</source>
        <translation>Текстовая сводка для печати (*.txt)</translation>
    </message>
</context>
<context>
    <name>HistoryError</name>
    <message>
        <location filename="../../dealer_app/exports.py" line="199"/>
        <source>Hand %1: %2</source>
        <translation>Раздача %1: %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="204"/>
        <source>Hand %1: action %2 &apos;%3&apos; is refused: %4</source>
        <translation>Раздача %1: действие %2 «%3» отклонено: %4</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="272"/>
        <source>The journal&apos;s record of hand %1 of table %2 is damaged: an amount is not a number.</source>
        <translation>Запись раздачи %1 стола %2 в журнале повреждена: сумма не является числом.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="361"/>
        <source>Cannot read %1: %2.</source>
        <translation>Не удаётся прочитать %1: %2.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="367"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="370"/>
        <source>%1 holds no hand.</source>
        <translation>В %1 нет ни одной раздачи.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../dealer_app/exports.py" line="389"/>
        <source>A .phh file holds one hand; save these %n as .phhs.</source>
        <translation>
            <numerusform>Файл .phh содержит одну раздачу; сохраните эти %n раздачу как .phhs.</numerusform>
            <numerusform>Файл .phh содержит одну раздачу; сохраните эти %n раздачи как .phhs.</numerusform>
            <numerusform>Файл .phh содержит одну раздачу; сохраните эти %n раздач как .phhs.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="408"/>
        <source>The hand history cannot be written: %1</source>
        <translation>Не удаётся записать историю раздач: %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="418"/>
        <location filename="../../dealer_app/exports.py" line="441"/>
        <source>There is no hand to save.</source>
        <translation>Нет раздач для сохранения.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="426"/>
        <source>A hand history is saved as .phh (one hand) or .phhs (several), not as %1.</source>
        <translation>История раздач сохраняется как .phh (одна раздача) или .phhs (несколько), а не как %1.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="462"/>
        <source>Cannot write %1: %2.</source>
        <translation>Не удаётся записать %1: %2.</translation>
    </message>
</context>
<context>
    <name>HistoryMenu</name>
    <message>
        <location filename="../../dealer_app/ui/history.py" line="34"/>
        <source>Hand &amp;history…</source>
        <translation>&amp;История раздач…</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/history.py" line="37"/>
        <source>&amp;Export the session…</source>
        <translation>&amp;Экспорт сессии…</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/history.py" line="42"/>
        <source>&amp;Import a hand history…</source>
        <translation>И&amp;мпорт истории раздач…</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="152"/>
        <location filename="../../dealer_app/ui/main_window.py" line="430"/>
        <source>Dealer Assistant</source>
        <translation>Помощник дилера</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="170"/>
        <source>&amp;Table</source>
        <translation>&amp;Стол</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="173"/>
        <source>&amp;New table…</source>
        <translation>&amp;Новый стол…</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="177"/>
        <source>&amp;Players…  [F2]</source>
        <translation>&amp;Игроки…  [F2]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="182"/>
        <location filename="../../dealer_app/ui/main_window.py" line="397"/>
        <source>Pause the &amp;clock  [F5]</source>
        <translation>&amp;Часы: пауза  [F5]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="188"/>
        <source>&amp;Settings…</source>
        <translation>&amp;Настройки…</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="193"/>
        <source>&amp;Quit</source>
        <translation>&amp;Выход</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="197"/>
        <source>&amp;Hand</source>
        <translation>&amp;Раздача</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="198"/>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="204"/>
        <source>&amp;Misdeal: void this hand and deal it again</source>
        <translation>&amp;Мисдил: аннулировать раздачу и сдать заново</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="213"/>
        <source>H&amp;istory</source>
        <translation>&amp;История</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="217"/>
        <source>Reopening the last table…</source>
        <translation>Открываем последний стол…</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="223"/>
        <source>No table is open.</source>
        <translation>Стол не открыт.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="229"/>
        <source>New table…  [Ctrl+N]</source>
        <translation>Новый стол…  [Ctrl+N]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="233"/>
        <source>Tournament director…</source>
        <translation>Директор турнира…</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="329"/>
        <source>Undo: %1</source>
        <translation>Отменить: %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="331"/>
        <source>Undo</source>
        <translation>Отменить</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="345"/>
        <source>Dealer&apos;s choice</source>
        <translation>Выбор дилера</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="346"/>
        <source>Between hands</source>
        <translation>Между раздачами</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="350"/>
        <source>rules: %1</source>
        <translation>правила: %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="352"/>
        <source>chip unit %1</source>
        <translation>единица фишки %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="354"/>
        <source>hand %1</source>
        <translation>раздача %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="397"/>
        <source>Resume the &amp;clock  [F5]</source>
        <translation>&amp;Часы: пуск  [F5]</translation>
    </message>
</context>
<context>
    <name>Need</name>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="463"/>
        <source>Deal the next hand (N).</source>
        <translation>Сдайте следующую раздачу (N).</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="467"/>
        <source>%1 to act.</source>
        <translation>Ход игрока %1.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="471"/>
        <source>Deal the community card (the deck is short).</source>
        <translation>Откройте общую карту (в колоде не хватает карт).</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="475"/>
        <source>Deal the %1: 1 card.</source>
        <translation>Сдайте %1: 1 карта.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="479"/>
        <source>Deal the %1: %2 cards.</source>
        <translation>Сдайте %1: %2 карты.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="484"/>
        <source>Enter %1&apos;s upcard.</source>
        <translation>Введите открытую карту игрока %1.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="486"/>
        <source>%1 draws: how many cards (0 stands pat)?</source>
        <translation>%1 меняет карты: сколько (0 — без обмена)?</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="491"/>
        <source>%1 shows (every hand is turned face up).</source>
        <translation>%1 открывает карты (все руки открываются).</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="494"/>
        <source>%1 shows or mucks.</source>
        <translation>%1 открывает или сбрасывает карты.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="495"/>
        <source>The hand is over.</source>
        <translation>Раздача окончена.</translation>
    </message>
</context>
<context>
    <name>NewTableDialog</name>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="115"/>
        <source>New table</source>
        <translation>Новый стол</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="122"/>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="128"/>
        <source>%1 (rotation)</source>
        <translation>%1 (ротация)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="129"/>
        <source>Dealer&apos;s choice</source>
        <translation>Выбор дилера</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="130"/>
        <source>Game or rotation</source>
        <translation>Игра или ротация</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="140"/>
        <source>Games to choose from</source>
        <translation>Игры на выбор</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="162"/>
        <source>Change game</source>
        <translation>Смена игры</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="164"/>
        <source>Cash game</source>
        <translation>Кэш-игра</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="165"/>
        <source>Sit-and-go</source>
        <translation>Сит-энд-гоу</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="166"/>
        <source>Tournament</source>
        <translation>Турнир</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="167"/>
        <source>Format</source>
        <translation>Формат</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="171"/>
        <source>Rule set</source>
        <translation>Свод правил</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="173"/>
        <source>The smallest chip in play: 1, 5, 25, 0.25 ...</source>
        <translation>Самая мелкая фишка в игре: 1, 5, 25, 0.25 ...</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="174"/>
        <source>Chip unit</source>
        <translation>Единица фишки</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="178"/>
        <source>Stakes</source>
        <translation>Ставки</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="183"/>
        <source>Small blind</source>
        <translation>Малый блайнд</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="184"/>
        <source>Big blind</source>
        <translation>Большой блайнд</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="185"/>
        <source>Ante</source>
        <translation>Анте</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="186"/>
        <source>Small bet (limit)</source>
        <translation>Малая ставка (лимит)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="187"/>
        <source>Big bet (limit)</source>
        <translation>Большая ставка (лимит)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="188"/>
        <source>Stud ante</source>
        <translation>Анте в стаде</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="189"/>
        <source>Bring-in (stud)</source>
        <translation>Бринг-ин (стад)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="190"/>
        <source>Minimum buy-in</source>
        <translation>Минимальный бай-ин</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="191"/>
        <source>Maximum buy-in</source>
        <translation>Максимальный бай-ин</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="192"/>
        <source>Starting stack</source>
        <translation>Стартовый стек</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="205"/>
        <source>Minutes per level</source>
        <translation>Минут на уровень</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="208"/>
        <source>Levels (× the stakes)</source>
        <translation>Уровни (× ставки)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="216"/>
        <source>no breaks</source>
        <translation>без перерывов</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="221"/>
        <source> min</source>
        <translation> мин</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="225"/>
        <source>Breaks</source>
        <translation>Перерывы</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="234"/>
        <source>Seats</source>
        <translation>Места</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="237"/>
        <source>Seats at the table</source>
        <translation>Мест за столом</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="243"/>
        <source>Button on seat</source>
        <translation>Баттон на месте</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="251"/>
        <source>Seat</source>
        <translation>Место</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="252"/>
        <source>Name (empty: nobody)</source>
        <translation>Имя (пусто: никого)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="253"/>
        <source>Stack</source>
        <translation>Стек</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="281"/>
        <source>Open the table</source>
        <translation>Открыть стол</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="317"/>
        <source>Player %1</source>
        <translation>Игрок %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../../dealer_app/ui/new_table.py" line="381"/>
        <source>every %1 hands</source>
        <extracomment>The game changes every N hands. %1 is the number&apos;s spin box; what follows it is the unit, chosen in a list (keep %1 before the unit).</extracomment>
        <translation>
            <numerusform>каждую %1 раздачу</numerusform>
            <numerusform>каждые %1 раздачи</numerusform>
            <numerusform>каждые %1 раздач</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../dealer_app/ui/new_table.py" line="384"/>
        <source>every %1 orbits</source>
        <extracomment>The game changes every N orbits of the button. %1 is the number&apos;s spin box; what follows it is the unit, chosen in a list (keep %1 before the unit).</extracomment>
        <translation>
            <numerusform>каждый %1 круг баттона</numerusform>
            <numerusform>каждые %1 круга баттона</numerusform>
            <numerusform>каждые %1 кругов баттона</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../dealer_app/ui/new_table.py" line="387"/>
        <source>every %1 levels</source>
        <extracomment>The game changes every N levels of the tournament. %1 is the number&apos;s spin box; what follows it is the unit, chosen in a list (keep %1 before the unit).</extracomment>
        <translation>
            <numerusform>каждый %1 уровень</numerusform>
            <numerusform>каждые %1 уровня</numerusform>
            <numerusform>каждые %1 уровней</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../dealer_app/ui/new_table.py" line="402"/>
        <source>every %1 levels, for %2</source>
        <extracomment>A break every N levels of the tournament, each break M minutes long. %1 is the spin box of N, %2 the spin box of the break&apos;s length (it reads &quot;10 min&quot;).</extracomment>
        <translation>
            <numerusform>каждый %1 уровень, по %2</numerusform>
            <numerusform>каждые %1 уровня, по %2</numerusform>
            <numerusform>каждые %1 уровней, по %2</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="463"/>
        <source>Type the smallest chip: 1, 5, 25, 0.25 ...</source>
        <translation>Введите самую мелкую фишку: 1, 5, 25, 0.25 ...</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="466"/>
        <source>The chip unit must be a positive amount.</source>
        <translation>Единица фишки должна быть положительной.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="470"/>
        <source>At most four decimals.</source>
        <translation>Не больше четырёх знаков после запятой.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="481"/>
        <source>&apos;%1&apos; is not an amount.</source>
        <translation>«%1» — не сумма.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="484"/>
        <source>%1 is finer than the chip unit allows.</source>
        <translation>%1 мельче, чем позволяет единица фишки.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="487"/>
        <source>An amount cannot be negative.</source>
        <translation>Сумма не может быть отрицательной.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="526"/>
        <source>&apos;%1&apos; is not a multiplier.</source>
        <translation>«%1» — не множитель.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="530"/>
        <source>Give at least one level.</source>
        <translation>Укажите хотя бы один уровень.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="602"/>
        <source>Seat at least two players: type their names.</source>
        <translation>Посадите хотя бы двух игроков: введите их имена.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="605"/>
        <source>Put the button on a seat with a player.</source>
        <translation>Поставьте баттон на место с игроком.</translation>
    </message>
</context>
<context>
    <name>PlayersDialog</name>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="148"/>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="156"/>
        <location filename="../../dealer_app/ui/players.py" line="273"/>
        <source>Seat</source>
        <translation>Место</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="156"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="156"/>
        <source>Stack</source>
        <translation>Стек</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="156"/>
        <source>Status</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="184"/>
        <source>Keys: ↑↓ seat · A add chips · O sit out / come back · P post to enter · W wait for the big blind · L leave · S seat a new player · Enter confirm · Esc close</source>
        <translation>Клавиши: ↑↓ место · A добавить фишки · O отойти / вернуться · P блайнд для входа · W ждать большого блайнда · L уйти из-за стола · S посадить нового игрока · Enter подтвердить · Esc закрыть</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="196"/>
        <source>Close  [Esc]</source>
        <translation>Закрыть  [Esc]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="247"/>
        <source>Chips to add</source>
        <translation>Сколько фишек</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="251"/>
        <source>Add chips</source>
        <translation>Добавить фишки</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="256"/>
        <source>Post to enter now</source>
        <translation>Поставить блайнд и войти сейчас</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="258"/>
        <location filename="../../dealer_app/ui/players.py" line="289"/>
        <source>Wait for the big blind</source>
        <translation>Ждать большого блайнда</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="260"/>
        <source>Leave the table</source>
        <translation>Уйти из-за стола</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="266"/>
        <source>Seat a new player  [S]</source>
        <translation>Посадить нового игрока  [S]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="277"/>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="287"/>
        <source>Chips</source>
        <translation>Фишки</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="288"/>
        <source>Buy-in</source>
        <translation>Бай-ин</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="290"/>
        <source>Post a big blind to play the next hand</source>
        <translation>Поставить большой блайнд и играть со следующей раздачи</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="299"/>
        <source>Seat the player  [Enter]</source>
        <translation>Посадить игрока  [Enter]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="362"/>
        <source>Seat %1</source>
        <translation>Место %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="364"/>
        <source>Seat %1 is empty: seat a new player there (S).</source>
        <translation>Место %1 свободно: посадите туда нового игрока (S).</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="368"/>
        <source>Seat %1 — %2</source>
        <translation>Место %1 — %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="374"/>
        <source>Stack %1</source>
        <translation>Стек %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="380"/>
        <source>Come back</source>
        <translation>Вернуться</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="382"/>
        <source>Sit out</source>
        <translation>Отойти</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="394"/>
        <source>Add-on: %1</source>
        <translation>Аддон: %1</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="342"/>
        <source>A hand in the history cannot change.</source>
        <translation>Раздачу из истории изменить нельзя.</translation>
    </message>
</context>
<context>
    <name>ReplayPane</name>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="379"/>
        <source>Start  [Home]</source>
        <translation>Начало  [Home]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="380"/>
        <source>◀ Back  [←]</source>
        <translation>◀ Назад  [←]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="381"/>
        <source>Forward ▶  [→]</source>
        <translation>Вперёд ▶  [→]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="382"/>
        <source>End  [End]</source>
        <translation>Конец  [End]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="423"/>
        <source>Step 0 of %1: the hand as dealt</source>
        <translation>Шаг 0 из %1: раздача после сдачи карт</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="426"/>
        <source>Step %1 of %2: %3</source>
        <translation>Шаг %1 из %2: %3</translation>
    </message>
</context>
<context>
    <name>Seat</name>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="57"/>
        <source>Sitting out</source>
        <translation>Отсутствует</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="58"/>
        <source>Sits out next hand</source>
        <translation>Отходит со следующей раздачи</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="59"/>
        <source>Waits for the big blind</source>
        <translation>Ждёт большого блайнда</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="60"/>
        <source>Posts to enter</source>
        <translation>Ставит блайнд для входа</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="61"/>
        <source>No chips</source>
        <translation>Нет фишек</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="62"/>
        <source>Not dealt in</source>
        <translation>Не в раздаче</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="69"/>
        <source>Empty</source>
        <translation>Свободно</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="70"/>
        <source>In this hand</source>
        <translation>В раздаче</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="73"/>
        <source>Playing</source>
        <translation>Играет</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="94"/>
        <source>Seat %1</source>
        <translation>Место %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="107"/>
        <source>This hand is not played at a table.</source>
        <translation>Эта раздача играется не за столом.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="110"/>
        <source>Seat a player here…</source>
        <translation>Посадить сюда игрока…</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="112"/>
        <source>Add chips…</source>
        <translation>Добавить фишки…</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="114"/>
        <source>Come back</source>
        <translation>Вернуться</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="116"/>
        <source>Sit out</source>
        <translation>Отойти</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="120"/>
        <source>Wait for the big blind</source>
        <translation>Ждать большого блайнда</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="125"/>
        <source>Post a big blind to play now</source>
        <translation>Поставить большой блайнд и играть сейчас</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="128"/>
        <source>Leave the table</source>
        <translation>Уйти из-за стола</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="130"/>
        <source>Players…  [F2]</source>
        <translation>Игроки…  [F2]</translation>
    </message>
</context>
<context>
    <name>SeatWidget</name>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="97"/>
        <source>Seat %1</source>
        <translation>Место %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="103"/>
        <source>D</source>
        <comment>dealer button</comment>
        <translation>Д</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="104"/>
        <source>SB</source>
        <comment>small blind</comment>
        <translation>МБ</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="105"/>
        <source>BB</source>
        <comment>big blind</comment>
        <translation>ББ</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="143"/>
        <source>Empty</source>
        <translation>Свободно</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="151"/>
        <source>Stack %1</source>
        <translation>Стек %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="153"/>
        <source>In front: %1</source>
        <translation>Ставка: %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="160"/>
        <source>Folded</source>
        <translation>Пас</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="162"/>
        <source>Mucked</source>
        <translation>Сбросил</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="165"/>
        <location filename="../../dealer_app/ui/table_view.py" line="167"/>
        <source>All-in</source>
        <translation>Олл-ин</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="165"/>
        <source>To act</source>
        <translation>Ход</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../dealer_app/ui/settings_dialog.py" line="25"/>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/settings_dialog.py" line="30"/>
        <source>Follow the system</source>
        <translation>Как в системе</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/settings_dialog.py" line="38"/>
        <source>Language</source>
        <translation>Язык</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/settings_dialog.py" line="39"/>
        <source>Reopen the last table at start</source>
        <translation>Открывать последний стол при запуске</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/settings_dialog.py" line="43"/>
        <source>The language changes at once.</source>
        <translation>Язык меняется сразу.</translation>
    </message>
</context>
<context>
    <name>SetupDialog</name>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="101"/>
        <source>New event</source>
        <translation>Новый турнир</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="104"/>
        <source>Tournament</source>
        <translation>Турнир</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="105"/>
        <source>&amp;Name</source>
        <translation>&amp;Название</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="110"/>
        <source>%1 (saved)</source>
        <translation>%1 (сохранена)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="112"/>
        <source>&amp;Structure</source>
        <translation>&amp;Структура</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="113"/>
        <source>&amp;Buy-in (fee included)</source>
        <translation>&amp;Бай-ин (с комиссией)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="114"/>
        <source>&amp;Fee</source>
        <translation>&amp;Комиссия</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="115"/>
        <source>Starting s&amp;tack</source>
        <translation>&amp;Стартовый стек</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="116"/>
        <source>M&amp;inimum field</source>
        <translation>М&amp;инимум игроков</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="117"/>
        <source>Ma&amp;ximum field</source>
        <translation>Ма&amp;ксимум игроков</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="118"/>
        <source>Seats per &amp;table</source>
        <translation>Мест за &amp;столом</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="119"/>
        <source>Tables a&amp;vailable</source>
        <translation>Столов в &amp;наличии</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="120"/>
        <source>&amp;Late registration until level</source>
        <translation>&amp;Поздняя регистрация до уровня</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="121"/>
        <source>&amp;Re-entries allowed</source>
        <translation>&amp;Повторных входов</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="123"/>
        <source>Hand-for-hand: seconds per &amp;hand</source>
        <translation>Рука за руку: секунд на &amp;раздачу</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="126"/>
        <source>Draw s&amp;eed</source>
        <translation>&amp;Зерно жеребьёвки</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="128"/>
        <source>Rebuys until level (0: none)</source>
        <translation>Ребаи до уровня (0: нет)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="129"/>
        <source>Rebuy price</source>
        <translation>Цена ребая</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="130"/>
        <source>Rebuy chips</source>
        <translation>Фишки ребая</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="131"/>
        <source>Add-on at level (0: none)</source>
        <translation>Аддон на уровне (0: нет)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="132"/>
        <source>Add-on price</source>
        <translation>Цена аддона</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="133"/>
        <source>Add-on chips</source>
        <translation>Фишки аддона</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="135"/>
        <source>up to N entries: shares of places 1, 2, 3...</source>
        <translation>до N входов: доли мест 1, 2, 3...</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="137"/>
        <source>&amp;Payouts by field size</source>
        <translation>&amp;Выплаты по числу входов</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="138"/>
        <source>Beyond the last row: per cent paid</source>
        <translation>После последней строки: процент призовых мест</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="143"/>
        <source>Small blind</source>
        <translation>Малый блайнд</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="144"/>
        <source>Big blind</source>
        <translation>Большой блайнд</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="145"/>
        <source>Ante</source>
        <translation>Анте</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="146"/>
        <source>Minutes</source>
        <translation>Минуты</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="147"/>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="148"/>
        <source>Break</source>
        <translation>Перерыв</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="151"/>
        <source>Sa&amp;ve this set-up under its name</source>
        <translation>&amp;Сохранить эти настройки под их названием</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="162"/>
        <source>Levels (a break has its minutes only):</source>
        <translation>Уровни (у перерыва — только минуты):</translation>
    </message>
</context>
<context>
    <name>ShowdownPanel</name>
    <message>
        <location filename="../../dealer_app/ui/showdown.py" line="94"/>
        <source>Odd chip to seat %1 (%2): %3</source>
        <translation>Нечётная фишка месту %1 (%2): %3</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/showdown.py" line="110"/>
        <source>Pot %1</source>
        <translation>Банк %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/showdown.py" line="112"/>
        <source>Main pot %1</source>
        <translation>Основной банк %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/showdown.py" line="115"/>
        <source>Side pot %1: %2</source>
        <translation>Побочный банк %1: %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/showdown.py" line="120"/>
        <source>between %1</source>
        <translation>между %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/showdown.py" line="130"/>
        <source>high half</source>
        <translation>старшую половину</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/showdown.py" line="131"/>
        <source>low half</source>
        <translation>младшую половину</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/showdown.py" line="135"/>
        <source>%1 wins the %2: %3</source>
        <translation>%1 выигрывает %2: %3</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/showdown.py" line="137"/>
        <source>%1 wins %3</source>
        <translation>%1 выигрывает %3</translation>
    </message>
</context>
<context>
    <name>StacksDialog</name>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="374"/>
        <source>Chip race at table %1</source>
        <translation>Розыгрыш фишек за столом %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="374"/>
        <source>Chips at table %1</source>
        <translation>Фишки за столом %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="381"/>
        <source>Leaving chip</source>
        <translation>Уходящая фишка</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="395"/>
        <source>cards for the odd chips, e.g. As 7d</source>
        <translation>карты для лишних фишек, напр. As 7d</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="409"/>
        <source>Each player&apos;s chips of the leaving colour, and one card per odd chip:</source>
        <translation>Фишки уходящего цвета у каждого игрока и по карте на каждую лишнюю фишку:</translation>
    </message>
</context>
<context>
    <name>Stakes</name>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="498"/>
        <source>limit %1/%2, bring-in %3</source>
        <translation>лимит %1/%2, бринг-ин %3</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="507"/>
        <source>limit %1/%2, blinds %3/%4</source>
        <translation>лимит %1/%2, блайнды %3/%4</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="515"/>
        <source>blinds %1/%2</source>
        <translation>блайнды %1/%2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="521"/>
        <source>big-blind ante %1</source>
        <translation>анте большого блайнда %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="523"/>
        <source>ante %1</source>
        <translation>анте %1</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="273"/>
        <location filename="../../dealer_app/ui/table_view.py" line="295"/>
        <source>%1 · level %2</source>
        <translation>%1 · уровень %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="298"/>
        <source>Dealer&apos;s choice</source>
        <translation>Выбор дилера</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="302"/>
        <source>Between hands</source>
        <translation>Между раздачами</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="313"/>
        <source>Paid: %1</source>
        <translation>Выплачено: %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="318"/>
        <source>Pot %1</source>
        <translation>Банк %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="323"/>
        <source>Main pot %1</source>
        <translation>Основной банк %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="326"/>
        <source>Side pot %1: %2</source>
        <translation>Побочный банк %1: %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="449"/>
        <source>Dealer</source>
        <translation>Дилер</translation>
    </message>
</context>
</TS>
