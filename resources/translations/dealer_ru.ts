<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>ActionPanel</name>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="91"/>
        <source>Next hand</source>
        <translation>Следующая раздача</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="154"/>
        <source>Fold</source>
        <translation>Пас</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="155"/>
        <source>Call</source>
        <translation>Колл</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="156"/>
        <source>Bring-in</source>
        <translation>Бринг-ин</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="157"/>
        <source>Raise</source>
        <translation>Рейз</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="158"/>
        <source>Big bet</source>
        <translation>Большая ставка</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="172"/>
        <source>Min</source>
        <translation>Мин</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="173"/>
        <source>½ pot</source>
        <translation>½ банка</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="174"/>
        <source>Pot</source>
        <translation>Банк</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="175"/>
        <source>All-in</source>
        <translation>Олл-ин</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="200"/>
        <source>Type the cards: Ah Kd 7c</source>
        <translation>Введите карты: Ah Kd 7c</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="206"/>
        <location filename="../../dealer_app/ui/action_panel.py" line="210"/>
        <source>Enter</source>
        <translation>Ввод</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="212"/>
        <source>Show known cards</source>
        <translation>Показать известные карты</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="214"/>
        <source>Muck</source>
        <translation>В мак</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="236"/>
        <source>Stand pat</source>
        <translation>Без обмена</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="238"/>
        <source>Change %1</source>
        <translation>Обмен %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="314"/>
        <source>Between hands: deal the next hand (N).</source>
        <translation>Между раздачами: сдайте следующую раздачу (N).</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="323"/>
        <source>Next hand: %1, %2; the button is on seat %3.</source>
        <translation>Следующая раздача: %1, %2; баттон на месте %3.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="339"/>
        <source>Press the number of the game %1 names:</source>
        <translation>Нажмите номер игры, которую называет %1:</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="385"/>
        <source>%1 brings in or completes.</source>
        <translation>%1 ставит бринг-ин или дополняет.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="387"/>
        <source>%1 to act: check or bet.</source>
        <translation>Ход игрока %1: чек или ставка.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="390"/>
        <source>%1 to act: %2 to call.</source>
        <translation>Ход игрока %1: %2 для колла.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="461"/>
        <source>Bring-in %1</source>
        <translation>Бринг-ин %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="468"/>
        <source>Check</source>
        <translation>Чек</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="470"/>
        <source>Call %1 (all-in)</source>
        <translation>Колл %1 (олл-ин)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="472"/>
        <source>Call %1</source>
        <translation>Колл %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="474"/>
        <source>Complete to</source>
        <translation>Дополнить до</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="475"/>
        <source>Bet</source>
        <translation>Ставка</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="475"/>
        <source>Raise to</source>
        <translation>Рейз до</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="491"/>
        <source>Big bet %1</source>
        <translation>Большая ставка %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="499"/>
        <source>min %1 · max %2</source>
        <translation>мин %1 · макс %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="510"/>
        <source>The betting is capped: call or fold only.</source>
        <translation>Рейзы исчерпаны (кэп): только колл или пас.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="511"/>
        <source>Betting not re-opened: call or fold only.</source>
        <translation>Торговля не открыта заново: только колл или пас.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="512"/>
        <source>No chips left beyond a call.</source>
        <translation>Кроме колла фишек не осталось.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="513"/>
        <source>Every other player is all-in: call or fold.</source>
        <translation>Все остальные игроки в олл-ине: колл или пас.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="542"/>
        <source>Showdown order: %1. Type the cards shown, or muck.</source>
        <translation>Порядок вскрытия: %1. Введите открытые карты или отправьте их в мак.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="545"/>
        <source>%1&apos;s cards:</source>
        <translation>Карты игрока %1:</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="548"/>
        <source>Type the upcard (or all three third-street cards, upcard last).</source>
        <translation>Введите открытую карту (или все три карты третьей улицы, открытую последней).</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="551"/>
        <source>Type the %1 upcard of %2.</source>
        <translation>Введите открытую карту игрока %2 (%1).</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="555"/>
        <source>%1&apos;s upcard:</source>
        <translation>Открытая карта игрока %1:</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="557"/>
        <source>Type the cards or click them below; cards in play are greyed out.</source>
        <translation>Введите карты (c ♣ d ♦ h ♥ s ♠) или выберите их ниже; серые — в игре.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="558"/>
        <source>The %1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="585"/>
        <source>%1 [%2] is not possible now: %3</source>
        <translation>%1 [%2] сейчас невозможно: %3</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="595"/>
        <source>the card field</source>
        <translation>поле карт</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="596"/>
        <source>the amount</source>
        <translation>поле суммы</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="600"/>
        <source>The key %1 does nothing now (nothing was typed into %2): %3</source>
        <translation>Клавиша %1 сейчас ничего не делает (в %2 ничего не введено): %3</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="602"/>
        <source>The key %1 does nothing now: %3</source>
        <translation>Клавиша %1 сейчас ничего не делает: %3</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="621"/>
        <source>the hand is not over: %1</source>
        <translation>раздача не закончена: %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="632"/>
        <source>Not entered: %1. %2</source>
        <translation>Не введено: %1. %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="644"/>
        <source>Type the amount first (%1 to %2), or press M for the minimum.</source>
        <translation>Сначала введите сумму (от %1 до %2) или нажмите M для минимума.</translation>
    </message>
</context>
<context>
    <name>ClockBar</name>
    <message>
        <location filename="../../dealer_app/ui/clock.py" line="209"/>
        <source>(paused)</source>
        <translation>(пауза)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/clock.py" line="199"/>
        <source>Break</source>
        <translation>Перерыв</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/clock.py" line="206"/>
        <source>Level %1 of %2</source>
        <translation>Уровень %1 из %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/clock.py" line="212"/>
        <source>last level</source>
        <translation>последний уровень</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/clock.py" line="217"/>
        <source>Then a break of %1</source>
        <translation>Затем перерыв на %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/clock.py" line="219"/>
        <source>Then %1</source>
        <translation>Затем %1</translation>
    </message>
</context>
<context>
    <name>Director</name>
    <message>
        <location filename="../../dealer_app/ui/director_words.py" line="51"/>
        <source>break</source>
        <translation>перерыв</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director_words.py" line="54"/>
        <source>ante %1, bring-in %2</source>
        <translation>анте %1, бринг-ин %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director_words.py" line="60"/>
        <source>big-blind ante %1</source>
        <translation>анте большого блайнда %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director_words.py" line="63"/>
        <source>ante %1</source>
        <translation>анте %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director_words.py" line="66"/>
        <source>limits %1/%2</source>
        <translation>лимиты %1/%2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director_words.py" line="73"/>
        <source>place %1</source>
        <translation>место %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director_words.py" line="75"/>
        <source>places %1 to %2 shared</source>
        <translation>места с %1 по %2 поровну</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director_words.py" line="84"/>
        <source>Move %1, table %2 seat %3, to table %4 seat %5.</source>
        <translation>Пересадите %1, стол %2 место %3, за стол %4 место %5.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director_words.py" line="87"/>
        <source>Move %1, table %2 seat %3, to table %4 seat %5: the big blind there.</source>
        <translation>Пересадите %1, стол %2 место %3, за стол %4 место %5: там большой блайнд.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director_words.py" line="101"/>
        <source>%1: table %2 seat %3.</source>
        <translation>%1: стол %2 место %3.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director_words.py" line="104"/>
        <source>%1: table %2 seat %3 (dealt in once the button has passed).</source>
        <translation>%1: стол %2 место %3 (получает карты, когда пройдёт баттон).</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director_words.py" line="110"/>
        <source>Table %1 breaks.</source>
        <translation>Стол %1 расформирован.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director_words.py" line="114"/>
        <source>%1 is out: %2, prize %3.</source>
        <translation>%1 выбывает: %2, приз %3.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director_words.py" line="119"/>
        <source>Level %1: %2.</source>
        <translation>Уровень %1: %2.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director_words.py" line="123"/>
        <source>%1 wins the event.</source>
        <translation>%1 выигрывает турнир.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director_words.py" line="126"/>
        <source>The event is cancelled: below the minimum field. Refund every entry.</source>
        <translation>Турнир отменён: игроков меньше минимума. Верните деньги за каждый вход.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director_words.py" line="132"/>
        <source>Chip race at table %1: %2</source>
        <translation>Розыгрыш фишек за столом %1: %2</translation>
    </message>
</context>
<context>
    <name>DirectorWindow</name>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="468"/>
        <source>Tournament director</source>
        <translation>Директор турнира</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="470"/>
        <source>&amp;Event</source>
        <translation>&amp;Турнир</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="471"/>
        <source>&amp;New event…</source>
        <translation>&amp;Новый турнир…</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="473"/>
        <source>&amp;Open an event…</source>
        <translation>&amp;Открыть турнир…</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="476"/>
        <source>&amp;Save the event&apos;s record…</source>
        <translation>&amp;Сохранить запись турнира…</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="483"/>
        <source>Print the &amp;entry list…</source>
        <translation>Печать списка &amp;входов…</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="486"/>
        <source>Print the &amp;results…</source>
        <translation>Печать &amp;результатов…</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="489"/>
        <source>&amp;Close</source>
        <translation>&amp;Закрыть</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="490"/>
        <source>&amp;Play</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="491"/>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="493"/>
        <source>S&amp;tart: draw the seats  [F9]</source>
        <translation>&amp;Старт: жеребьёвка мест  [F9]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="496"/>
        <source>&amp;Eliminate the chosen players  [E]</source>
        <translation>&amp;Выбить выбранных игроков  [E]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="499"/>
        <source>&amp;Pause or resume the clock  [F5]</source>
        <translation>&amp;Пауза или ход часов  [F5]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="503"/>
        <source>One minute &amp;more  [Ctrl++]</source>
        <translation>На минуту &amp;больше  [Ctrl++]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="509"/>
        <source>One minute &amp;less  [Ctrl+-]</source>
        <translation>На минуту &amp;меньше  [Ctrl+-]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="514"/>
        <source>&amp;Hand-for-hand on or off  [F6]</source>
        <translation>Режим «&amp;рука за руку» вкл. или выкл.  [F6]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="480"/>
        <source>&amp;Print seat cards…</source>
        <translation>Печать &amp;карточек мест…</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="518"/>
        <source>E&amp;very table has played the hand  [F7]</source>
        <translation>Все с&amp;толы сыграли раздачу  [F7]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="523"/>
        <source>Registration  [Ctrl+1]</source>
        <translation>Регистрация  [Ctrl+1]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="524"/>
        <source>Tables  [Ctrl+2]</source>
        <translation>Столы  [Ctrl+2]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="525"/>
        <source>Clock  [Ctrl+3]</source>
        <translation>Часы  [Ctrl+3]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="526"/>
        <source>Payouts and results  [Ctrl+4]</source>
        <translation>Выплаты и результаты  [Ctrl+4]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="527"/>
        <source>Deal  [Ctrl+5]</source>
        <translation>Сделка  [Ctrl+5]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="540"/>
        <source>Read out:</source>
        <translation>Объявить:</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="571"/>
        <source>Player&apos;s name, then Enter</source>
        <translation>Имя игрока, затем Enter</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="574"/>
        <source>Paid</source>
        <translation>Оплачено</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="577"/>
        <source>Register  [Enter]</source>
        <translation>Записать  [Enter]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="584"/>
        <source>Withdraw the chosen entry</source>
        <translation>Снять выбранный вход</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="587"/>
        <source>Start: draw the seats  [F9]</source>
        <translation>Старт: жеребьёвка мест  [F9]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="618"/>
        <source>Eliminate the chosen players  [E]</source>
        <translation>Выбить выбранных игроков  [E]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="619"/>
        <source>Rebuy  [R]</source>
        <translation>Ребай  [R]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="620"/>
        <source>Add-on  [A]</source>
        <translation>Аддон  [A]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="621"/>
        <source>Count the table&apos;s chips  [C]</source>
        <translation>Пересчитать фишки стола  [C]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="622"/>
        <source>Hand played at this table  [H]</source>
        <translation>Раздача сыграна за этим столом  [H]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="623"/>
        <source>The button is here  [B]</source>
        <translation>Баттон здесь  [B]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="624"/>
        <source>Chip race  [Ctrl+R]</source>
        <translation>Розыгрыш фишек  [Ctrl+R]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="645"/>
        <source>Pause / resume  [F5]</source>
        <translation>Пауза / ход  [F5]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="646"/>
        <source>+1 minute  [Ctrl++]</source>
        <translation>+1 минута  [Ctrl++]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="647"/>
        <source>-1 minute  [Ctrl+-]</source>
        <translation>-1 минута  [Ctrl+-]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="648"/>
        <source>Hand-for-hand  [F6]</source>
        <translation>Рука за руку  [F6]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="649"/>
        <source>Hand played everywhere  [F7]</source>
        <translation>Раздача сыграна везде  [F7]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="663"/>
        <source>Place</source>
        <translation>Место</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="663"/>
        <source>Prize</source>
        <translation>Приз</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="663"/>
        <location filename="../../dealer_app/ui/director.py" line="678"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="674"/>
        <source>Enter each player&apos;s chips, then compute. The players decide.</source>
        <translation>Введите фишки каждого игрока и посчитайте. Решают игроки.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="678"/>
        <source>Chips</source>
        <translation>Фишки</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="678"/>
        <source>Chip chop</source>
        <translation>Делёж по фишкам</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="678"/>
        <source>ICM</source>
        <translation>ICM</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="682"/>
        <source>Compute the deal  [Ctrl+D]</source>
        <translation>Посчитать сделку  [Ctrl+D]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="732"/>
        <source>The journal holds no event yet.</source>
        <translation>В журнале ещё нет турниров.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="735"/>
        <source>(over)</source>
        <translation>(окончен)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="739"/>
        <source>Open an event</source>
        <translation>Открыть турнир</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="739"/>
        <source>Event:</source>
        <translation>Турнир:</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="747"/>
        <location filename="../../dealer_app/ui/director.py" line="950"/>
        <source>Open or create an event first (Ctrl+N).</source>
        <translation>Сначала откройте или создайте турнир (Ctrl+N).</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="770"/>
        <source>%1 entries, fewer than the minimum of %2: cancel the event and refund every entry?</source>
        <translation>Входов %1, меньше минимума %2: отменить турнир и вернуть деньги за каждый вход?</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="786"/>
        <source>Choose the players eliminated on the table map.</source>
        <translation>Выберите выбывших игроков на схеме столов.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="809"/>
        <location filename="../../dealer_app/ui/director.py" line="817"/>
        <location filename="../../dealer_app/ui/director.py" line="842"/>
        <source>Choose the players on the table map.</source>
        <translation>Выберите игроков на схеме столов.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="834"/>
        <location filename="../../dealer_app/ui/director.py" line="867"/>
        <location filename="../../dealer_app/ui/director.py" line="876"/>
        <source>Choose a table on the map first.</source>
        <translation>Сначала выберите стол на схеме.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="880"/>
        <source>No chip leaves play in this event.</source>
        <translation>В этом турнире ни одна фишка не выходит из игры.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="928"/>
        <source>Chips are whole numbers.</source>
        <translation>Фишки — целые числа.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="973"/>
        <source>Seat cards</source>
        <translation>Карточки мест</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="978"/>
        <source>Table %1, seat %2</source>
        <translation>Стол %1, место %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="984"/>
        <source>Entry list</source>
        <translation>Список входов</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="987"/>
        <source>table %1 seat %2</source>
        <translation>стол %1 место %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="993"/>
        <location filename="../../dealer_app/ui/director.py" line="1094"/>
        <source>(not paid)</source>
        <translation>(не оплачено)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="998"/>
        <source>Results</source>
        <translation>Результаты</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="1007"/>
        <source>Print to PDF</source>
        <translation>Печать в PDF</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="1015"/>
        <source>Save the event&apos;s record</source>
        <translation>Сохранить запись турнира</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="1049"/>
        <source>Undone: the last action is taken back.</source>
        <translation>Отменено: последнее действие снято.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="1052"/>
        <source>%1 is out; the place follows when every table has played the hand.</source>
        <translation>%1 выбывает; место определится, когда все столы сыграют раздачу.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="1081"/>
        <source>No event is open: Ctrl+N makes one.</source>
        <translation>Турнир не открыт: Ctrl+N создаёт новый.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="1096"/>
        <source>(out)</source>
        <translation>(вне турнира)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="1115"/>
        <source>Seat %1</source>
        <translation>Место %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="1118"/>
        <source>Table %1</source>
        <translation>Стол %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="1183"/>
        <source>The clock starts with the event.</source>
        <translation>Часы пойдут с началом турнира.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="1189"/>
        <source>Break</source>
        <translation>Перерыв</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="1192"/>
        <source>Level %1: %2</source>
        <translation>Уровень %1: %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="1196"/>
        <source>(paused)</source>
        <translation>(на паузе)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="1198"/>
        <source>(hand-for-hand)</source>
        <translation>(рука за руку)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="1201"/>
        <source>Break in %1</source>
        <translation>Перерыв через %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="1208"/>
        <source>Players %1 of %2</source>
        <translation>Игроков %1 из %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="1211"/>
        <source>Tables %1</source>
        <translation>Столов %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="1212"/>
        <source>Chips %1</source>
        <translation>Фишек %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="1213"/>
        <source>Average %1 (%2 BB)</source>
        <translation>В среднем %1 (%2 ББ)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="1216"/>
        <source>Prize pool %1</source>
        <translation>Призовой фонд %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="1217"/>
        <source>Paid %1</source>
        <translation>Платных мест %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="1221"/>
        <source>Next out: place %1, %2</source>
        <translation>Следующее выбывание: место %1, %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="1226"/>
        <source>Owed %1</source>
        <translation>Долг %1</translation>
    </message>
</context>
<context>
    <name>DisplayStation</name>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="431"/>
        <source>Players&apos; display</source>
        <translation>Экран для игроков</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="439"/>
        <source>Show on this screen</source>
        <translation>Показать на этом экране</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="441"/>
        <source>Close the displays</source>
        <translation>Закрыть экраны</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="443"/>
        <source>Screen:</source>
        <translation>Экран:</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="444"/>
        <source>Language:</source>
        <translation>Язык:</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="453"/>
        <source>Announce:</source>
        <translation>Объявление:</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="461"/>
        <source>Serve on the network</source>
        <translation>Показывать в сети</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="465"/>
        <source>Address:</source>
        <translation>Адрес:</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="466"/>
        <source>Port:</source>
        <translation>Порт:</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="473"/>
        <source>Remote PIN:</source>
        <translation>PIN пульта:</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="474"/>
        <source>The display is not served on the network.</source>
        <translation>Экран не показывается в сети.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="508"/>
        <source>Choose a screen.</source>
        <translation>Выберите экран.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="544"/>
        <source>The PIN is 4 to 8 digits.</source>
        <translation>PIN — от 4 до 8 цифр.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="546"/>
        <source>The remote&apos;s PIN is set.</source>
        <translation>PIN пульта задан.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="560"/>
        <source>This program cannot serve the display on the network.</source>
        <translation>Эта программа не может показывать экран в сети.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="573"/>
        <source>Players&apos; page: %1
Remote: %2</source>
        <translation>Страница игроков: %1
Пульт: %2</translation>
    </message>
</context>
<context>
    <name>DisplayWindow</name>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="155"/>
        <source>Players&apos; display</source>
        <translation>Экран для игроков</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="170"/>
        <source>On your phone: %1</source>
        <translation>На телефоне: %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="208"/>
        <source>Blinds %1/%2</source>
        <translation>Блайнды %1/%2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="214"/>
        <source>Bets %1/%2</source>
        <translation>Ставки %1/%2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="220"/>
        <source>Big-blind ante %1</source>
        <translation>Анте большого блайнда %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="222"/>
        <source>Ante %1</source>
        <translation>Анте %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="227"/>
        <source>Bring-in %1</source>
        <translation>Бринг-ин %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="243"/>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="244"/>
        <source>Paid places</source>
        <translation>Призовые места</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="245"/>
        <source>Eliminated</source>
        <translation>Выбыли</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="246"/>
        <source>Seats and moves</source>
        <translation>Рассадка и пересадки</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="254"/>
        <source>No event is open.</source>
        <translation>Турнир не открыт.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="258"/>
        <source>Starting soon</source>
        <translation>Скоро начало</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="260"/>
        <location filename="../../dealer_app/ui/display.py" line="277"/>
        <source>Break</source>
        <translation>Перерыв</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="262"/>
        <source>Level %1</source>
        <translation>Уровень %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="266"/>
        <source>Hand-for-hand</source>
        <translation>Рука за руку</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="274"/>
        <source>Now: %1</source>
        <translation>Сейчас: %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="279"/>
        <source>The event is over.</source>
        <translation>Турнир окончен.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="281"/>
        <source>Winner: %1</source>
        <translation>Победитель: %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="285"/>
        <source>The clock is paused.</source>
        <translation>Часы остановлены.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="291"/>
        <source>Next: a break</source>
        <translation>Далее: перерыв</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="293"/>
        <source>Level %1 next: %2</source>
        <translation>Далее уровень %1: %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="304"/>
        <source>Break in %1</source>
        <translation>Перерыв через %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="310"/>
        <source>Colour-up: the %1 chips leave</source>
        <translation>Укрупнение: фишки %1 выходят из игры</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="315"/>
        <source>Add-on at this break</source>
        <translation>Аддон в этот перерыв</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="320"/>
        <source>%1 of %2</source>
        <translation>%1 из %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="329"/>
        <source>Average stack %1 (%2 BB)</source>
        <translation>Средний стек %1 (%2 ББ)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="335"/>
        <source>Chips in play %1</source>
        <translation>Фишки в игре %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="341"/>
        <source>Prize pool %1</source>
        <translation>Призовой фонд %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="353"/>
        <source>place %1</source>
        <translation>место %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="365"/>
        <source>table %1, seat %2</source>
        <translation>стол %1, место %2</translation>
    </message>
</context>
<context>
    <name>DrillTableView</name>
    <message>
        <location filename="../../dealer_app/ui/trainer.py" line="71"/>
        <source>The pots: your answer</source>
        <translation>Банки: ваш ответ</translation>
    </message>
</context>
<context>
    <name>Drills</name>
    <message>
        <location filename="../../dealer_app/ui/trainer_words.py" line="31"/>
        <source>%1 (%2): who takes the odd chip, and why?</source>
        <translation>%1 (%2): кому лишняя фишка и почему?</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_words.py" line="32"/>
        <source>%1 acts first, showing %2.</source>
        <translation>%1 ходит первым, открыто: %2.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_words.py" line="33"/>
        <source>%1 brings in, showing %2.</source>
        <translation>%1 ставит бринг-ин, открыто: %2.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_words.py" line="34"/>
        <source>%1 has less than the %2 to call: he calls all-in for %3.</source>
        <translation>У игрока %1 меньше %2 для колла: колл олл-ин на %3.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_words.py" line="35"/>
        <source>%1 may raise: the betting is neither capped nor closed to him.</source>
        <translation>%1 может рейзить: торговля не ограничена кэпом и не закрыта.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_words.py" line="36"/>
        <source>%1 plays %2 (%3).</source>
        <translation>%1 играет %2 (%3).</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_words.py" line="37"/>
        <source>%1 raises (or bets) the minimum: to how much (bet-to)?</source>
        <translation>%1 делает минимальный рейз (или ставку): до скольки (всего за круг)?</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_words.py" line="38"/>
        <source>%1 receives %2 (%3) with %4 (%5).</source>
        <translation>%1 получает %2 (%3) с комбинацией %4 (%5).</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_words.py" line="39"/>
        <source>%1 receives %2 (%3).</source>
        <translation>%1 получает %2 (%3).</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_words.py" line="40"/>
        <source>%1 says pot: to how much may he raise (bet-to)?</source>
        <translation>%1 говорит «пот»: до какой суммы можно рейзить (всего за круг)?</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_words.py" line="41"/>
        <source>%1: who acts first?</source>
        <translation>%1: кто ходит первым?</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_words.py" line="42"/>
        <source>Call %1 first, then raise by the pot with that call in it (%2): raise to %3 + %2 = %4.</source>
        <translation>Сначала колл %1, затем рейз на банк вместе с этим коллом (%2): рейз до %3 + %2 = %4.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_words.py" line="46"/>
        <source>Calling takes every chip %1 has: he cannot raise.</source>
        <translation>Колл забирает все фишки игрока %1: рейз невозможен.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_words.py" line="47"/>
        <source>Each pot holds what every player put in up to one all-in level; folded chips stay in, and only those who reached the level and did not fold can win it.</source>
        <translation>Каждый банк содержит ставки всех игроков до одного уровня олл-ина; фишки спасовавших остаются в нём, а выиграть его могут только дошедшие до этого уровня и не спасовавшие.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_words.py" line="51"/>
        <source>Every other player is all-in: %1 may only call or fold.</source>
        <translation>Все остальные игроки в олл-ине: %1 может только уравнять или сбросить.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_words.py" line="52"/>
        <source>Fixed limit: every bet and raise is one bet of the street: to %1.</source>
        <translation>Фиксированный лимит: каждая ставка и рейз равны ставке улицы: до %1.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_words.py" line="55"/>
        <source>How many chips does %1 put in to call?</source>
        <translation>Сколько фишек %1 ставит, чтобы уравнять?</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_words.py" line="56"/>
        <source>May %1 raise now?</source>
        <translation>Может ли %1 сейчас рейзить?</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_words.py" line="57"/>
        <source>No: every other player is all-in</source>
        <translation>Нет: все остальные игроки в олл-ине</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_words.py" line="58"/>
        <source>No: he has no chips beyond a call</source>
        <translation>Нет: сверх колла фишек не остаётся</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_words.py" line="59"/>
        <source>No: the betting is capped</source>
        <translation>Нет: торговля закрыта (кэп)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_words.py" line="60"/>
        <source>No: the short all-in did not re-open the betting</source>
        <translation>Нет: неполный олл-ин не открыл торговлю заново</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_words.py" line="61"/>
        <source>Odd chip to %1: %2.</source>
        <translation>Лишняя фишка игроку %1: %2.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_words.py" line="62"/>
        <source>Omaha: exactly two cards from the hand and three from the board.</source>
        <translation>Омаха: ровно две карты с руки и три со стола.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_words.py" line="63"/>
        <source>Only a short all-in came since %1 acted: it does not re-open the betting, call or fold.</source>
        <translation>После хода игрока %1 был только неполный олл-ин: торговля не открыта заново, колл или пас.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_words.py" line="67"/>
        <source>Pre-flop the pot counts the level&apos;s full blinds, even dead or posted short (TDA 54): raise to %1.</source>
        <translation>До флопа банк считается с полными блайндами уровня, даже мёртвыми или поставленными не полностью (TDA 54): рейз до %1.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_words.py" line="71"/>
        <source>Put in this hand: %1. Each pot: its amount and the seats that can win it?</source>
        <translation>Поставлено в этой раздаче: %1. Каждый банк: его сумма и места, которые могут его выиграть?</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_words.py" line="74"/>
        <source>The betting is capped (a bet and the raises the cap allows): %1 may only call or fold.</source>
        <translation>Торговля закрыта кэпом (ставка и разрешённые рейзы): %1 может только уравнять или сбросить.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_words.py" line="78"/>
        <source>The highest bet is %1; %2 has %3 in front and %4 behind; the pot is %5.</source>
        <translation>Наибольшая ставка %1; у игрока %2 поставлено %3 и в стеке %4; банк %5.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_words.py" line="81"/>
        <source>The last full bet or raise was %1: the minimum is the highest bet plus that, to %2.</source>
        <translation>Последняя полная ставка или рейз — %1: минимум — наибольшая ставка плюс она, до %2.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_words.py" line="85"/>
        <source>The pot is more than he has: all-in to %1.</source>
        <translation>Банк больше стека игрока: олл-ин до %1.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_words.py" line="86"/>
        <source>The pot is smaller than a minimum raise: he may raise to %1.</source>
        <translation>Банк меньше минимального рейза: рейз возможен до %1.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_words.py" line="87"/>
        <source>To call: %1 − %2 = %3.</source>
        <translation>Для колла: %1 − %2 = %3.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_words.py" line="88"/>
        <source>What does each seat receive from each pot (odd chips included)?</source>
        <translation>Сколько получает каждое место из каждого банка (с лишними фишками)?</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_words.py" line="89"/>
        <source>Who brings in?</source>
        <translation>Кто ставит бринг-ин?</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_words.py" line="90"/>
        <source>Yes: he may raise</source>
        <translation>Да: рейз разрешён</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_words.py" line="91"/>
        <source>Razz: the highest upcard brings in (ace low, K♠ the worst card).</source>
        <translation>Разз: бринг-ин ставит старшая открытая карта (туз младший, K♠ — худшая карта).</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_words.py" line="92"/>
        <source>The lowest upcard brings in (ace high); ties by suit, clubs, diamonds, hearts, spades.</source>
        <translation>Бринг-ин ставит младшая открытая карта (туз старший); при равенстве по масти: трефы, бубны, червы, пики.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_words.py" line="96"/>
        <source>Razz: from fourth street the lowest showing hand acts first.</source>
        <translation>Разз: с четвёртой улицы первым ходит младшая открытая рука.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_words.py" line="97"/>
        <source>From fourth street the highest showing hand acts first (pairs beat high cards).</source>
        <translation>С четвёртой улицы первым ходит старшая открытая рука (пара бьёт старшие карты).</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_words.py" line="100"/>
        <source>%1&apos;s low hand?</source>
        <translation>Младшая рука игрока %1?</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_words.py" line="101"/>
        <source>%1&apos;s best hand, as a dealer says it?</source>
        <translation>Лучшая рука игрока %1, как её называет дилер?</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_words.py" line="102"/>
        <source>%1 acts out of turn: %2. What do the %3 rules say to do?</source>
        <translation>%1 действует вне очереди: %2. Что говорят правила %3?</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_words.py" line="103"/>
        <source>%1: %2. What do the %3 rules say to do?</source>
        <translation>%1: %2. Что говорят правила %3?</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_words.py" line="104"/>
        <source>%1. What do the %2 rules say to do?</source>
        <translation>%1. Что говорят правила %2?</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_words.py" line="105"/>
        <source>Actions in turn so far: %1, substantial action (TDA 36).</source>
        <translation>Действий в свою очередь: %1, существенное действие было (TDA 36).</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_words.py" line="106"/>
        <source>Actions in turn so far: %1, no substantial action yet (TDA 36).</source>
        <translation>Действий в свою очередь: %1, существенного действия ещё не было (TDA 36).</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_words.py" line="107"/>
        <source>%1 rules: %2.</source>
        <translation>Правила %1: %2.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_words.py" line="108"/>
        <source>Colour-up: the %1 chips leave, the smallest chip is now %2. Chips of %1 and cards dealt: %3. Which seats win a chip, and what value is removed?</source>
        <translation>Смена номинала: фишки %1 выводятся, самая мелкая фишка теперь %2. Фишки %1 и сданные карты: %3. Какие места получают фишку и какая сумма изымается?</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_words.py" line="112"/>
        <source>First each player&apos;s chips of %1 are coloured up in full: chips of %2 to %3.</source>
        <translation>Сначала фишки %1 каждого игрока меняются целиком: фишки %2 получают %3.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_words.py" line="116"/>
        <source>%1 chips of %2 are left to race, worth %3: %4 chips of %5 to award (the nearest chip, half up).</source>
        <translation>На розыгрыш остаётся %1 фишек %2 на сумму %3: разыгрывается %4 фишек %5 (до ближайшей фишки, половина вверх).</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_words.py" line="120"/>
        <source>Highest cards (rank, then suit: spades, hearts, diamonds, clubs): %1; one chip each, nobody wins two.</source>
        <translation>Старшие карты (по рангу, затем по масти: пики, червы, бубны, трефы): %1; по одной фишке, никто не получает две.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_words.py" line="124"/>
        <source>A chip of %1 each to %2.</source>
        <translation>По фишке %1: %2.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_words.py" line="125"/>
        <source>Nobody is raced out: %1 kept in with one chip of %2.</source>
        <translation>Никто не выбывает из-за розыгрыша: %1 остаётся с одной фишкой %2.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_words.py" line="126"/>
        <source>Value removed: %1 − %2 × %3 = %4 (minus: added by rounding up or keeping a player in).</source>
        <translation>Изъято: %1 − %2 × %3 = %4 (минус: добавлено округлением или чтобы игрок остался в игре).</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_words.py" line="133"/>
        <source>Main pot</source>
        <translation>Основной банк</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_words.py" line="134"/>
        <source>Side pot %1</source>
        <translation>Побочный банк %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_words.py" line="135"/>
        <source>high half</source>
        <translation>хай</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_words.py" line="136"/>
        <source>low half</source>
        <translation>лоу</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_words.py" line="137"/>
        <source>whole</source>
        <translation>весь банк</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_words.py" line="138"/>
        <source>folded</source>
        <translation>пас</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_words.py" line="139"/>
        <source>all-in</source>
        <translation>олл-ин</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_words.py" line="140"/>
        <source>highest card by suit</source>
        <translation>старшая карта по масти</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_words.py" line="141"/>
        <source>lowest card by suit</source>
        <translation>младшая карта по масти</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_words.py" line="142"/>
        <source>the high half takes the odd chip</source>
        <translation>лишняя фишка идёт хаю</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_words.py" line="146"/>
        <source>Pot-limit maximum</source>
        <translation>Максимум в пот-лимите</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_words.py" line="147"/>
        <source>Amount to call</source>
        <translation>Сумма колла</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_words.py" line="148"/>
        <source>Minimum raise</source>
        <translation>Минимальный рейз</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_words.py" line="149"/>
        <source>Capped or re-opened</source>
        <translation>Кэп или открытие торговли</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_words.py" line="150"/>
        <source>Main and side pots</source>
        <translation>Основной и побочные банки</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_words.py" line="151"/>
        <source>Showdown: who wins what</source>
        <translation>Вскрытие: кто что выигрывает</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_words.py" line="152"/>
        <source>Odd chip</source>
        <translation>Лишняя фишка</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_words.py" line="153"/>
        <source>Best hand</source>
        <translation>Лучшая рука</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_words.py" line="154"/>
        <source>Stud: bring-in</source>
        <translation>Стад: бринг-ин</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_words.py" line="155"/>
        <source>Stud: first to act</source>
        <translation>Стад: кто ходит первым</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_words.py" line="156"/>
        <source>Irregularity: the ruling</source>
        <translation>Нарушение: решение</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_words.py" line="157"/>
        <source>Chip race at a colour-up</source>
        <translation>Розыгрыш фишек при смене номинала</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_words.py" line="162"/>
        <source>no-limit</source>
        <translation>безлимит</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_words.py" line="163"/>
        <source>pot-limit</source>
        <translation>пот-лимит</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_words.py" line="164"/>
        <source>limit</source>
        <translation>фиксированный лимит</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_words.py" line="165"/>
        <source>board</source>
        <translation>игры с общими картами</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_words.py" line="166"/>
        <source>stud</source>
        <translation>стад</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_words.py" line="167"/>
        <source>draw</source>
        <translation>дро</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_words.py" line="168"/>
        <source>hi/lo</source>
        <translation>хай-лоу</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_words.py" line="169"/>
        <source>lowball</source>
        <translation>лоубол</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_words.py" line="170"/>
        <source>dead or short blind</source>
        <translation>мёртвый или неполный блайнд</translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="51"/>
        <source>Pre-flop</source>
        <translation>Префлоп</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="52"/>
        <source>Flop</source>
        <translation>Флоп</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="53"/>
        <source>Turn</source>
        <translation>Тёрн</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="54"/>
        <source>River</source>
        <translation>Ривер</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="55"/>
        <source>Third street</source>
        <translation>Третья улица</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="56"/>
        <source>Fourth street</source>
        <translation>Четвёртая улица</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="57"/>
        <source>Fifth street</source>
        <translation>Пятая улица</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="58"/>
        <source>Sixth street</source>
        <translation>Шестая улица</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="59"/>
        <source>Seventh street</source>
        <translation>Седьмая улица</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="60"/>
        <source>Before the first draw</source>
        <translation>До первого обмена</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="61"/>
        <source>After the first draw</source>
        <translation>После первого обмена</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="62"/>
        <source>After the second draw</source>
        <translation>После второго обмена</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="63"/>
        <source>After the third draw</source>
        <translation>После третьего обмена</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="64"/>
        <source>Before the draw</source>
        <translation>До обмена</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="65"/>
        <source>After the draw</source>
        <translation>После обмена</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="66"/>
        <source>Showdown</source>
        <translation>Вскрытие</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="67"/>
        <source>Hand over</source>
        <translation>Раздача окончена</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="68"/>
        <source>No-limit hold&apos;em</source>
        <translation>Безлимитный холдем</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="69"/>
        <source>Pot-limit hold&apos;em</source>
        <translation>Пот-лимит холдем</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="70"/>
        <source>Limit hold&apos;em</source>
        <translation>Лимитный холдем</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="71"/>
        <source>Pot-limit Omaha</source>
        <translation>Пот-лимит Омаха</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="72"/>
        <source>Pot-limit Omaha hi/lo</source>
        <translation>Пот-лимит Омаха хай-лоу</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="73"/>
        <source>Limit Omaha hi/lo</source>
        <translation>Лимитная Омаха хай-лоу</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="74"/>
        <source>Seven-card stud</source>
        <translation>Семикарточный стад</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="75"/>
        <source>Seven-card stud hi/lo</source>
        <translation>Семикарточный стад хай-лоу</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="76"/>
        <source>Razz</source>
        <translation>Разз</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="77"/>
        <source>2-7 triple draw</source>
        <translation>2-7 Triple Draw</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="78"/>
        <source>2-7 single draw</source>
        <translation>2-7 Single Draw</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="79"/>
        <source>High card</source>
        <translation>Старшая карта</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="80"/>
        <source>Pair</source>
        <translation>Пара</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="81"/>
        <source>Two pair</source>
        <translation>Две пары</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="82"/>
        <source>Three of a kind</source>
        <translation>Тройка</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="83"/>
        <source>Straight</source>
        <translation>Стрит</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="84"/>
        <source>Flush</source>
        <translation>Флеш</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="85"/>
        <source>Full house</source>
        <translation>Фулл-хаус</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="86"/>
        <source>Four of a kind</source>
        <translation>Каре</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="87"/>
        <source>Straight flush</source>
        <translation>Стрит-флеш</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="88"/>
        <source>Royal flush</source>
        <translation>Роял-флеш</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="89"/>
        <source>Low</source>
        <translation>Лоу</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="90"/>
        <source>first left of the button</source>
        <translation>первый слева от баттона</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="91"/>
        <source>Everybody else folded.</source>
        <translation>Все остальные сказали пас.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="92"/>
        <source>The other players mucked.</source>
        <translation>Остальные игроки отправили карты в мак.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="93"/>
        <source>The other players mucked or did not show.</source>
        <translation>Остальные игроки отправили карты в мак или не открыли их.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="94"/>
        <source>Nobody else could win this pot.</source>
        <translation>Никто другой не мог выиграть этот банк.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="95"/>
        <source>No qualifying low: the high hand takes the whole pot.</source>
        <translation>Нет квалифицированного лоу: хай забирает весь банк.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="96"/>
        <source>The hands shown are not known: the pot is split among them.</source>
        <translation>Открытые руки неизвестны: банк делится между ними.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="97"/>
        <source>Everybody in this pot mucked: the last to muck wins it.</source>
        <translation>Все игроки этого банка отправили карты в мак: банк получает тот, кто сделал это последним.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="98"/>
        <source>TDA</source>
        <translation>TDA</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="99"/>
        <source>RRoP</source>
        <translation>RRoP</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="100"/>
        <source>WSOP</source>
        <translation>WSOP</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="126"/>
        <source> (low)</source>
        <translation> (лоу)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="143"/>
        <source>highest card by suit (%1)</source>
        <translation>старшая карта по масти (%1)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="144"/>
        <source>lowest card by suit (%1)</source>
        <translation>младшая карта по масти (%1)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="154"/>
        <source>Seat %1 is taken by %2.</source>
        <translation>Место %1 занято: там сидит %2.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="156"/>
        <source>Seat %1 is empty.</source>
        <translation>Место %1 свободно.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="159"/>
        <source>There is no seat %1: the table has seats 1 to %2.</source>
        <translation>Места %1 нет: за столом места с 1 по %2.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="163"/>
        <source>A player needs a name to sit down.</source>
        <translation>Чтобы сесть за стол, игроку нужно имя.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="167"/>
        <source>%1 is already seated at seat %2.</source>
        <translation>%1 уже сидит на месте %2.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="171"/>
        <source>%1 needs chips to sit down.</source>
        <translation>Чтобы сесть за стол, игроку %1 нужны фишки.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="175"/>
        <source>Chips come in units of %1: %2 is not a whole number of chips.</source>
        <translation>Единица фишки — %1: в %2 не целое число фишек.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="181"/>
        <source>Registration is closed: nobody new can sit down.</source>
        <translation>Регистрация закрыта: новые игроки не могут сесть за стол.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="183"/>
        <source>%1 has no re-entry left.</source>
        <translation>У игрока %1 не осталось ре-энтри.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="186"/>
        <source>Every player starts with %1 chips, not %2.</source>
        <translation>Стартовый стек каждого игрока — %1, а не %2.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="190"/>
        <source>The minimum buy-in is %1.</source>
        <translation>Минимальный бай-ин — %1.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="194"/>
        <source>The maximum buy-in is %1.</source>
        <translation>Максимальный бай-ин — %1.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="198"/>
        <source>%1 may add at most %2: the maximum buy-in is %3.</source>
        <translation>%1 может добавить не больше %2: максимальный бай-ин — %3.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="202"/>
        <source>%1 is in the hand: players leave between hands.</source>
        <translation>%1 в раздаче: игроки уходят из-за стола между раздачами.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="206"/>
        <source>%1 is already sitting out.</source>
        <translation>%1 уже отсутствует.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="208"/>
        <source>%1 is not sitting out.</source>
        <translation>%1 не отсутствует.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="211"/>
        <source>Add a positive number of chips.</source>
        <translation>Добавьте положительное число фишек.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="215"/>
        <source>Chips are added between hands only.</source>
        <translation>Фишки добавляются только между раздачами.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="219"/>
        <source>No chips can be bought in this tournament.</source>
        <translation>В этом турнире фишки не докупаются.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="223"/>
        <source>The add-on is taken during level %1 only.</source>
        <translation>Аддон берут только на уровне %1.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="227"/>
        <source>%1 has already taken the add-on.</source>
        <translation>У игрока %1 аддон уже взят.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="229"/>
        <source>The add-on is %1 chips.</source>
        <translation>Размер аддона — %1.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="233"/>
        <source>Nobody posts to enter a tournament: a new player is dealt in except between the small blind and the button.</source>
        <translation>В турнире никто не ставит блайнд для входа: новый игрок получает карты сразу, если он не сидит между малым блайндом и баттоном.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="241"/>
        <source>%1 is already playing: there is nothing to post.</source>
        <translation>%1 уже играет: ставить блайнд для входа не нужно.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="243"/>
        <source>%1 is already playing.</source>
        <translation>%1 уже играет.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="246"/>
        <source>This table does not play dealer&apos;s choice.</source>
        <translation>За этим столом не играют «выбор дилера».</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="250"/>
        <source>The games to choose from are %1.</source>
        <translation>Игры на выбор: %1.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="254"/>
        <source>The game is chosen between hands.</source>
        <translation>Игру выбирают между раздачами.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="258"/>
        <source>No game to choose now: %1 is played until its turn ends.</source>
        <translation>Сейчас игру не выбирают: %1 играется до конца своей очереди.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="262"/>
        <source>%1 chooses the game (dealer&apos;s choice: %2).</source>
        <translation>%1 выбирает игру (выбор дилера: %2).</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="266"/>
        <source>The tournament is on a break: play resumes in %1.</source>
        <translation>В турнире перерыв: игра продолжится через %1.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="270"/>
        <source>The tournament is over: %1 has every chip.</source>
        <translation>Турнир окончен: у игрока %1 все фишки.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="274"/>
        <source>At least two players must be in to deal a hand: the others sit out.</source>
        <translation>Для раздачи нужны хотя бы два игрока за столом: остальные отсутствуют.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="280"/>
        <source>At least two players with chips are needed to deal a hand.</source>
        <translation>Для раздачи нужны хотя бы два игрока с фишками.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="284"/>
        <source>%1 is played by at most %2 players, not %3.</source>
        <translation>В «%1» играют не больше %2 игроков, а не %3.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="288"/>
        <source>This level has no stakes for %1.</source>
        <translation>На этом уровне нет ставок для игры «%1».</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="292"/>
        <source>A cash game has no clock: its stakes are fixed.</source>
        <translation>В кэш-игре нет часов: ставки фиксированы.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="296"/>
        <source>The clock cannot read less than zero.</source>
        <translation>Часы не могут показывать меньше нуля.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="300"/>
        <source>A hand is in progress: finish it or cancel it first.</source>
        <translation>Идёт раздача: сначала завершите или отмените её.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="302"/>
        <source>No hand is in progress.</source>
        <translation>Раздача не идёт.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="306"/>
        <source>No hand is being played: deal the next hand first.</source>
        <translation>Раздача не идёт: сначала сдайте следующую раздачу.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="310"/>
        <source>This hand is not played at a table: there is no next hand.</source>
        <translation>Эта раздача играется не за столом: следующей раздачи нет.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="314"/>
        <source>Nothing to undo between hands: table changes stay as they are.</source>
        <translation>Между раздачами отменять нечего: изменения за столом остаются как есть.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="320"/>
        <source>The hand is over: its result stands; deal the next hand.</source>
        <translation>Раздача окончена: её результат окончателен; сдайте следующую раздачу.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="322"/>
        <source>A single hand has no clock.</source>
        <translation>У отдельной раздачи нет часов.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="326"/>
        <source>No misdeal after substantial action (TDA 36): two actions in turn of which one put chips in, or three actions in turn, have been taken. The hand is played out.</source>
        <translation>После существенного действия мисдила нет (TDA 36): уже были два действия в свою очередь, одно из них с фишками, или три действия в свою очередь. Раздача доигрывается.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="335"/>
        <source>%1 may %2 to at most %3: pot limit.</source>
        <translation>%1 может %2 не больше чем до %3: пот-лимит.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="339"/>
        <source>%1 must %2 to at least %3 (or go all-in for %4).</source>
        <translation>%1: нужно %2 минимум до %3 (или пойти олл-ин на %4).</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="343"/>
        <source>%1 has only %2 in all this round: %3 to at most %4.</source>
        <translation>У игрока %1 всего %2 на этот круг: %3 не больше чем до %4.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="347"/>
        <source>%1 may %2 to %3 only: fixed limit.</source>
        <translation>%1 может %2 только до %3: фиксированный лимит.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="351"/>
        <source>%1 is already %2.</source>
        <translation>%1 уже %2.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="355"/>
        <source>%1 is entered twice.</source>
        <translation>%1 введена дважды.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="359"/>
        <source>&apos;%1&apos; is not a card: %2</source>
        <translation>«%1» — не карта: %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="363"/>
        <source>The %1 is %2 card(s), not %3.</source>
        <translation>Число карт (%1): %2, а не %3.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="367"/>
        <source>%1 cannot %2: %3</source>
        <translation>%1 не может %2: %3</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="371"/>
        <source>%1 must post the bring-in or complete: it is a forced bet.</source>
        <translation>%1: нужно поставить бринг-ин или дополнить — это обязательная ставка.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="375"/>
        <source>%1 must post the bring-in or complete, not check.</source>
        <translation>%1: нужно поставить бринг-ин или дополнить, чек невозможен.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="379"/>
        <source>A player is all-in: every hand is turned face up, nobody mucks.</source>
        <translation>Игрок в олл-ине: все руки открываются, в мак никто не отправляет.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="385"/>
        <source>%1 shows %2 cards, not %3.</source>
        <translation>Число открытых карт (%1): %2, а не %3.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="389"/>
        <source>%1&apos;s cards are not known: enter the cards shown.</source>
        <translation>Карты игрока %1 неизвестны: введите открытые карты.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="393"/>
        <source>Nothing to undo: no action has been entered in this hand.</source>
        <translation>Нечего отменять: в этой раздаче ещё нет действий.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="395"/>
        <source>&apos;%1&apos; is not an amount.</source>
        <translation>«%1» — не сумма.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="398"/>
        <source>%1 is finer than the table&apos;s smallest unit.</source>
        <translation>%1 мельче самой мелкой единицы стола.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="403"/>
        <source>on the board</source>
        <translation>на борде</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="404"/>
        <source>in %1&apos;s hand</source>
        <translation>в руке игрока %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="405"/>
        <source>among %1&apos;s upcards</source>
        <translation>среди открытых карт игрока %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="406"/>
        <source>among %1&apos;s discards</source>
        <translation>среди сброшенных карт игрока %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="412"/>
        <source>the betting is capped: %1 may only call or fold.</source>
        <translation>рейзы исчерпаны (кэп): %1 может только уравнять или сказать пас.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="416"/>
        <source>the short all-in did not re-open the betting: %1 may only call or fold.</source>
        <translation>неполный олл-ин не открыл торговлю заново: %1 может только уравнять или сказать пас.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="422"/>
        <source>%1 has no chips left beyond a call.</source>
        <translation>у игрока %1 нет фишек сверх колла.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="426"/>
        <source>every other player is all-in: call or fold.</source>
        <translation>все остальные игроки в олл-ине: колл или пас.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="430"/>
        <source>the rank must be 2 to 9, T (or 10), J, Q, K or A.</source>
        <translation>достоинство должно быть от 2 до 9, T (или 10), J, Q, K или A.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="434"/>
        <source>a suit (c, d, h or s) must follow the rank.</source>
        <translation>после достоинства нужна масть (c, d, h или s).</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="438"/>
        <source>one rank and one suit, like As or 10h.</source>
        <translation>одно достоинство и одна масть, например As или 10h.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="442"/>
        <source>the suit must be c, d, h or s (or ♣ ♦ ♥ ♠).</source>
        <translation>масть должна быть c, d, h или s (или ♣ ♦ ♥ ♠).</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="447"/>
        <source>bet</source>
        <translation>ставить</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="448"/>
        <source>raise</source>
        <translation>повышать</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="449"/>
        <source>complete</source>
        <translation>дополнять</translation>
    </message>
</context>
<context>
    <name>FiguresBar</name>
    <message>
        <location filename="../../dealer_app/ui/trainer_live.py" line="48"/>
        <source>Student:</source>
        <translation>Ученик:</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_live.py" line="87"/>
        <source>%1 — type it, then Enter:</source>
        <translation>%1 — введите, затем Enter:</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_live.py" line="94"/>
        <source>No figure to find now: deal on.</source>
        <translation>Сейчас нечего считать: продолжайте раздачу.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_live.py" line="118"/>
        <source>The pots: your answer</source>
        <translation>Банки: ваш ответ</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_live.py" line="121"/>
        <source>Paid: your answer</source>
        <translation>Выплачено: ваш ответ</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_live.py" line="133"/>
        <source>The announcement shows once the student has typed the awards.</source>
        <translation>Объявление появится, когда ученик введёт выплаты.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_live.py" line="166"/>
        <source>Right: %1.</source>
        <translation>Верно: %1.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_live.py" line="168"/>
        <source>Wrong. The right answer: %1</source>
        <translation>Неверно. Верный ответ: %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_live.py" line="171"/>
        <source>Score %1 (your report: Training &gt; Training room…, My report).</source>
        <translation>Очки: %1 (ваш отчёт: Обучение &gt; Учебный класс…, Мой отчёт).</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_live.py" line="182"/>
        <source>the amount</source>
        <translation>сумма</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_live.py" line="183"/>
        <source>amount: seats; amount: seats</source>
        <translation>сумма: места; сумма: места</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_live.py" line="184"/>
        <source>seat=chips …; per pot</source>
        <translation>место=фишки …; по банкам</translation>
    </message>
</context>
<context>
    <name>HandList</name>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="132"/>
        <source>(high)</source>
        <translation>(хай)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="134"/>
        <source>(low)</source>
        <translation>(лоу)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="140"/>
        <source>Abandoned, not finished</source>
        <translation>Брошена, не закончена</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="142"/>
        <source>In play (reopened by an undo)</source>
        <translation>Идёт (открыта снова отменой)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="185"/>
        <source>Hand</source>
        <translation>№</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="186"/>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="187"/>
        <source>Pots</source>
        <translation>Банки</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="188"/>
        <source>Winners</source>
        <translation>Победители</translation>
    </message>
</context>
<context>
    <name>HandLog</name>
    <message>
        <location filename="../../dealer_app/exports.py" line="522"/>
        <source>%1 folds</source>
        <translation>%1: пас</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="523"/>
        <source>%1 checks</source>
        <translation>%1 чекает</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="524"/>
        <source>%1 calls %2</source>
        <translation>%1 уравнивает %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="525"/>
        <source>%1 bets %2</source>
        <translation>%1 ставит %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="526"/>
        <source>%1 raises to %2</source>
        <translation>%1 повышает до %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="527"/>
        <source>%1 completes to %2</source>
        <translation>%1 дополняет до %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="528"/>
        <source>%1 brings in for %2</source>
        <translation>%1 ставит бринг-ин %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="529"/>
        <source>Board: %3</source>
        <translation>Борд: %3</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="530"/>
        <source>%1 is dealt %3</source>
        <translation>%1 получает %3</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="531"/>
        <source>%1 stands pat</source>
        <translation>%1 не меняет карты</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="532"/>
        <source>%1 changes %2</source>
        <translation>%1 меняет %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="533"/>
        <source>%1 shows %3</source>
        <translation>%1 открывает %3</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="534"/>
        <source>%1 mucks</source>
        <translation>%1: в мак</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="536"/>
        <source>(all-in)</source>
        <translation>(олл-ин)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/models.py" line="95"/>
        <source>Street</source>
        <translation>Улица</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/models.py" line="96"/>
        <source>Action</source>
        <translation>Действие</translation>
    </message>
</context>
<context>
    <name>HandScreen</name>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="83"/>
        <source>This hand</source>
        <translation>Эта раздача</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="108"/>
        <source>Keys: F fold · C check/call · R bet/raise · digits and Enter: amount · M min · H half pot · P pot · A all-in · B bring-in · G big bet · 0-5 cards to change · O show known · X muck · N next hand · Ctrl+Z undo · F2 players · right-click a seat for its menu</source>
        <translation>Клавиши: F пас · C чек/колл · R ставка/рейз · цифры и Enter: сумма · M мин · H полбанка · P банк · A олл-ин · B бринг-ин · G большая ставка · 0-5 карт на замену · O показать известные · X в мак · N следующая раздача · Ctrl+Z отменить · F2 игроки · правый клик по месту: его меню</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="113"/>
        <source> · F5 pause or resume the clock</source>
        <translation> · F5 остановить или запустить часы</translation>
    </message>
</context>
<context>
    <name>HandSummary</name>
    <message>
        <location filename="../../dealer_app/exports.py" line="589"/>
        <source>%1 (seat %2)</source>
        <translation>%1 (место %2)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="607"/>
        <source>Hand %1</source>
        <translation>Раздача %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="612"/>
        <source>table %1</source>
        <translation>стол %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="625"/>
        <source>blinds %1</source>
        <translation>блайнды %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="632"/>
        <source>ante %1</source>
        <translation>анте %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="636"/>
        <source>antes %1</source>
        <translation>анте %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="641"/>
        <source>bring-in %1</source>
        <translation>бринг-ин %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="647"/>
        <source>bets %1/%2</source>
        <translation>лимит %1/%2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="655"/>
        <source>minimum bet %1</source>
        <translation>минимальная ставка %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="661"/>
        <source>chip unit %1</source>
        <translation>единица фишки %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="666"/>
        <source>rules: %1</source>
        <translation>правила: %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="670"/>
        <source>Stakes: %1</source>
        <translation>Ставки: %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="683"/>
        <source>Players:</source>
        <translation>Игроки:</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="688"/>
        <source>Seat %1</source>
        <translation>Место %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="539"/>
        <source>button</source>
        <translation>баттон</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="541"/>
        <source>big blind %1</source>
        <translation>большой блайнд %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="540"/>
        <source>small blind %1</source>
        <translation>малый блайнд %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="542"/>
        <source>straddle %1</source>
        <translation>стрэддл %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="745"/>
        <source>%1: %2</source>
        <extracomment>A street of the summary: %1 the street (and its board), %2 what was done on it, &quot;Flop [2♣ 3♦ 7♥]: Boris bets 10 · Chloe calls 10&quot;.</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="757"/>
        <source>Board: %1</source>
        <translation>Борд: %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="764"/>
        <source>%1 mucked</source>
        <translation>%1: карты в мак</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="771"/>
        <source>%1 showed unseen cards</source>
        <translation>%1: открыты карты, которые не были введены</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="779"/>
        <source>Shown: %1</source>
        <translation>Открытые карты: %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="787"/>
        <source>Uncalled %1 returned to %2</source>
        <translation>Неуравненная ставка %1 возвращена: %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="802"/>
        <source>Odd chip to seat %1 (%2): %3</source>
        <translation>Лишняя фишка — месту %1 (%2): %3</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="813"/>
        <source>Pot %1</source>
        <translation>Банк %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="816"/>
        <source>Main pot %1</source>
        <translation>Основной банк %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="820"/>
        <source>Side pot %1: %2</source>
        <translation>Побочный банк %1: %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="826"/>
        <source>between %1</source>
        <translation>между %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="833"/>
        <source>%1 wins the high half: %2</source>
        <translation>%1 выигрывает хай: %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="839"/>
        <source>%1 wins the low half: %2</source>
        <translation>%1 выигрывает лоу: %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="845"/>
        <source>%1 wins %2</source>
        <translation>%1 выигрывает %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="852"/>
        <source>without showing</source>
        <translation>без вскрытия</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="860"/>
        <source>The hand is not finished: %1</source>
        <translation>Раздача не окончена: %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="875"/>
        <source>Finishing stacks: %1</source>
        <translation>Стеки в конце раздачи: %1</translation>
    </message>
</context>
<context>
    <name>Hands</name>
    <message>
        <location filename="../../dealer_app/engine/evaluation.py" line="76"/>
        <source>High card, {rank}</source>
        <translation>Старшая карта: {rank}</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/evaluation.py" line="77"/>
        <source>Pair of {rank}</source>
        <translation>Пара {rank}</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/evaluation.py" line="78"/>
        <source>Two pair, {top} and {bottom}</source>
        <translation>Две пары: {top} и {bottom}</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/evaluation.py" line="79"/>
        <source>Three of a kind, {rank}</source>
        <translation>Тройка {rank}</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/evaluation.py" line="80"/>
        <source>Straight, {rank} high</source>
        <translation>Стрит {rank}</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/evaluation.py" line="81"/>
        <source>Flush, {rank} high</source>
        <translation>Флеш {rank}</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/evaluation.py" line="82"/>
        <source>Full house, {trips} full of {pair}</source>
        <translation>Фулл-хаус: {trips} и {pair}</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/evaluation.py" line="83"/>
        <source>Four of a kind, {rank}</source>
        <translation>Каре {rank}</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/evaluation.py" line="84"/>
        <source>Straight flush, {rank} high</source>
        <translation>Стрит-флеш {rank}</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/evaluation.py" line="88"/>
        <source>Royal flush</source>
        <translation>Роял-флеш</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/evaluation.py" line="89"/>
        <source>Low {cards}</source>
        <translation>Лоу {cards}</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/evaluation.py" line="91"/>
        <source>{hand} (low)</source>
        <translation>{hand} (лоу)</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="237"/>
        <source>This table (%1)</source>
        <translation>Этот стол (%1)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="242"/>
        <source>Table %1 (%2), opened %3</source>
        <translation>Стол %1 (%2), открыт %3</translation>
    </message>
    <message numerus="yes">
        <location filename="../../dealer_app/ui/history_view.py" line="255"/>
        <source>%n games</source>
        <translation>
            <numerusform>%n игра</numerusform>
            <numerusform>%n игры</numerusform>
            <numerusform>%n игр</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="284"/>
        <source>The hand on screen</source>
        <translation>Раздача на экране</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="310"/>
        <source>Imported: %1</source>
        <translation>Импорт: %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="513"/>
        <source>Hand history</source>
        <translation>История раздач</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="533"/>
        <source>Import PHH…</source>
        <translation>Импорт PHH…</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="534"/>
        <source>Export hand…</source>
        <translation>Экспорт раздачи…</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="535"/>
        <source>Export session…</source>
        <translation>Экспорт сессии…</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="571"/>
        <source>Choose a hand to replay it.</source>
        <translation>Выберите раздачу, чтобы воспроизвести её.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="582"/>
        <source>Keys: ↑ ↓ choose a hand · ← → step back and forward · Home / End: first and last step · Ctrl+O import · Ctrl+E export the hand · Ctrl+Shift+E export the session · Esc close</source>
        <translation>Клавиши: ↑ ↓ выбрать раздачу · ← → шаг назад и вперёд · Home / End: первый и последний шаг · Ctrl+O импорт · Ctrl+E экспорт раздачи · Ctrl+Shift+E экспорт сессии · Esc закрыть</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="600"/>
        <source>Cancel the import</source>
        <translation>Отменить импорт</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="771"/>
        <location filename="../../dealer_app/ui/history_view.py" line="873"/>
        <source>Choose a hand to export first.</source>
        <translation>Сначала выберите раздачу для экспорта.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="784"/>
        <source>There is no hand to export yet.</source>
        <translation>Пока нет раздач для экспорта.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="801"/>
        <source>Hand %1 saved to %2.</source>
        <translation>Раздача %1 сохранена в %2.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../dealer_app/ui/history_view.py" line="804"/>
        <source>%n hands saved to %1.</source>
        <translation>
            <numerusform>%n раздача сохранена в %1.</numerusform>
            <numerusform>%n раздачи сохранены в %1.</numerusform>
            <numerusform>%n раздач сохранено в %1.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="822"/>
        <source>A file is being imported: wait for it, or cancel it.</source>
        <translation>Файл ещё импортируется: дождитесь окончания или отмените импорт.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="832"/>
        <source>Importing %1…</source>
        <translation>Импорт %1…</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="856"/>
        <source>The import of %1 was cancelled.</source>
        <translation>Импорт %1 отменён.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../dealer_app/ui/history_view.py" line="867"/>
        <source>%1: %n hands to review.</source>
        <translation>
            <numerusform>%1: %n раздача для просмотра.</numerusform>
            <numerusform>%1: %n раздачи для просмотра.</numerusform>
            <numerusform>%1: %n раздач для просмотра.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="875"/>
        <source>Export hand %1</source>
        <translation>Экспорт раздачи %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="884"/>
        <source>Export the session</source>
        <translation>Экспорт сессии</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="891"/>
        <source>Import a hand history</source>
        <translation>Импорт истории раздач</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="893"/>
        <source>PHH hand histories (*.phh *.phhs);;All files (*)</source>
        <translation>Истории раздач PHH (*.phh *.phhs);;Все файлы (*)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="900"/>
        <source>PHH hand history (*.phh)</source>
        <translation>История раздачи PHH (*.phh)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="902"/>
        <source>PHH hand histories (*.phhs)</source>
        <translation>Истории раздач PHH (*.phhs)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="904"/>
        <source>Text summary to print (*.txt)</source>
        <translation>Текстовая сводка для печати (*.txt)</translation>
    </message>
</context>
<context>
    <name>HistoryError</name>
    <message>
        <location filename="../../dealer_app/exports.py" line="205"/>
        <source>Hand %1: %2</source>
        <translation>Раздача %1: %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="210"/>
        <source>Hand %1: action %2 &apos;%3&apos; is refused: %4</source>
        <translation>Раздача %1: действие %2 «%3» отклонено: %4</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="262"/>
        <source>The journal&apos;s record of hand %1 of table %2 is damaged: an amount is not a number.</source>
        <translation>Запись раздачи %1 стола %2 в журнале повреждена: сумма не является числом.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="375"/>
        <source>Cannot read %1: %2.</source>
        <translation>Не удаётся прочитать %1: %2.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="381"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="384"/>
        <source>%1 holds no hand.</source>
        <translation>В %1 нет ни одной раздачи.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../dealer_app/exports.py" line="407"/>
        <source>A .phh file holds one hand; save these %n as .phhs.</source>
        <translation>
            <numerusform>Файл .phh содержит одну раздачу; сохраните эти %n раздачу как .phhs.</numerusform>
            <numerusform>Файл .phh содержит одну раздачу; сохраните эти %n раздачи как .phhs.</numerusform>
            <numerusform>Файл .phh содержит одну раздачу; сохраните эти %n раздач как .phhs.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="426"/>
        <source>The hand history cannot be written: %1</source>
        <translation>Не удаётся записать историю раздач: %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="436"/>
        <location filename="../../dealer_app/exports.py" line="459"/>
        <source>There is no hand to save.</source>
        <translation>Нет раздач для сохранения.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="444"/>
        <source>A hand history is saved as .phh (one hand) or .phhs (several), not as %1.</source>
        <translation>История раздач сохраняется как .phh (одна раздача) или .phhs (несколько), а не как %1.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="480"/>
        <source>Cannot write %1: %2.</source>
        <translation>Не удаётся записать %1: %2.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="356"/>
        <location filename="../../dealer_app/ui/history_view.py" line="978"/>
        <source>%1 cannot be read as a hand history (%2).</source>
        <translation>%1 не удаётся прочитать как историю раздач (%2).</translation>
    </message>
</context>
<context>
    <name>HistoryMenu</name>
    <message>
        <location filename="../../dealer_app/ui/history.py" line="33"/>
        <source>Hand &amp;history…</source>
        <translation>&amp;История раздач…</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/history.py" line="36"/>
        <source>&amp;Export the session…</source>
        <translation>&amp;Экспорт сессии…</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/history.py" line="41"/>
        <source>&amp;Import a hand history…</source>
        <translation>И&amp;мпорт истории раздач…</translation>
    </message>
</context>
<context>
    <name>InstructorWindow</name>
    <message>
        <location filename="../../dealer_app/ui/trainer_instructor.py" line="105"/>
        <source>%1 — instructor</source>
        <translation>%1 — инструктор</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_instructor.py" line="106"/>
        <source>Skills of the exam</source>
        <translation>Навыки экзамена</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_instructor.py" line="107"/>
        <source>Games of the exam</source>
        <translation>Игры экзамена</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_instructor.py" line="112"/>
        <source>Questions:</source>
        <translation>Вопросов:</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_instructor.py" line="113"/>
        <source>Minutes:</source>
        <translation>Минут:</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_instructor.py" line="114"/>
        <source>&amp;Make the exam</source>
        <translation>&amp;Составить экзамен</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_instructor.py" line="115"/>
        <source>The exam&apos;s code</source>
        <translation>Код экзамена</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_instructor.py" line="116"/>
        <source>&amp;Copy the code</source>
        <translation>&amp;Копировать код</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_instructor.py" line="117"/>
        <source>Choose…</source>
        <translation>Выбрать…</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_instructor.py" line="118"/>
        <source>&amp;Read the results</source>
        <translation>&amp;Прочитать результаты</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_instructor.py" line="119"/>
        <source>&amp;Print to PDF…</source>
        <translation>П&amp;ечать в PDF…</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_instructor.py" line="122"/>
        <source>Student</source>
        <translation>Ученик</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_instructor.py" line="123"/>
        <source>Right</source>
        <translation>Верно</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_instructor.py" line="124"/>
        <source>Points (judged again)</source>
        <translation>Баллы (проверено заново)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_instructor.py" line="125"/>
        <source>Points in the file</source>
        <translation>Баллы в файле</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_instructor.py" line="126"/>
        <source>Note</source>
        <translation>Примечание</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_instructor.py" line="150"/>
        <source>Hand out this code: %1 (%2 questions, %3 minutes).</source>
        <translation>Раздайте этот код: %1 (%2 вопросов, %3 минут).</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_instructor.py" line="161"/>
        <source>The class&apos;s result files</source>
        <translation>Файлы результатов группы</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_instructor.py" line="179"/>
        <source>score edited in the file</source>
        <translation>баллы в файле изменены</translation>
    </message>
    <message numerus="yes">
        <location filename="../../dealer_app/ui/trainer_instructor.py" line="191"/>
        <source>%n result file(s) read.</source>
        <translation>
            <numerusform>Прочитан %n файл результатов.</numerusform>
            <numerusform>Прочитано %n файла результатов.</numerusform>
            <numerusform>Прочитано %n файлов результатов.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_instructor.py" line="200"/>
        <source>No result files read.</source>
        <translation>Файлы результатов не прочитаны.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_instructor.py" line="204"/>
        <source>Exam code: %1</source>
        <translation>Код экзамена: %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_instructor.py" line="212"/>
        <source>The class by skill</source>
        <translation>Группа по навыкам</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_instructor.py" line="223"/>
        <source>%1: %2 right of %3, %4 points</source>
        <translation>%1: верно %2 из %3, баллов: %4</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_instructor.py" line="234"/>
        <source>The file claimed %1 points: it was edited.</source>
        <translation>В файле было %1 баллов: файл изменён.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_instructor.py" line="251"/>
        <source>Question %1 (%2, %3): answered %4, right answer %5</source>
        <translation>Вопрос %1 (%2, %3): ответ %4, верный ответ %5</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_instructor.py" line="198"/>
        <location filename="../../dealer_app/ui/trainer_instructor.py" line="269"/>
        <source>Exam results</source>
        <translation>Результаты экзамена</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_instructor.py" line="278"/>
        <source>Print to PDF</source>
        <translation>Печать в PDF</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer_instructor.py" line="282"/>
        <source>Printed to %1.</source>
        <translation>Напечатано в %1.</translation>
    </message>
</context>
<context>
    <name>Irregularity</name>
    <message>
        <location filename="../../dealer_app/ui/irregularity.py" line="83"/>
        <source>%1 is not due to act again in this betting round: there is no action out of turn to hold.</source>
        <translation>%1 больше не ходит в этом круге торговли: удерживать действие вне очереди не нужно.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/irregularity.py" line="91"/>
        <source>It is %1&apos;s turn: enter the action as usual.</source>
        <translation>Сейчас ход игрока %1: введите действие как обычно.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/irregularity.py" line="95"/>
        <source>Choose the player in the hand who has the wrong number of cards.</source>
        <translation>Выберите игрока раздачи, у которого неверное число карт.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/irregularity.py" line="101"/>
        <source>The hand is dealt again at a table only: this hand is not played at one.</source>
        <translation>Пересдать раздачу можно только за столом: эта раздача играется не за столом.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/irregularity.py" line="108"/>
        <source>The hand is over: a dealer error is ruled on during the hand.</source>
        <translation>Раздача окончена: ошибка дилера решается во время раздачи.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/irregularity.py" line="321"/>
        <source>Enter the amount he bet or raised to.</source>
        <translation>Введите сумму ставки или рейза.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/dealer_errors.py" line="77"/>
        <source>First card flashed</source>
        <translation>Засвечена первая карта</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/dealer_errors.py" line="78"/>
        <source>A card flashed or exposed on the deal</source>
        <translation>Карта засвечена или открыта при раздаче</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/dealer_errors.py" line="81"/>
        <source>Two or more cards exposed on the deal</source>
        <translation>При раздаче открыты две карты или больше</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/dealer_errors.py" line="84"/>
        <source>A boxed card on the deal</source>
        <translation>Перевёрнутая карта в колоде при раздаче</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/dealer_errors.py" line="85"/>
        <source>A seat missed or dealt in wrongly</source>
        <translation>Место пропущено или сдано по ошибке</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/dealer_errors.py" line="86"/>
        <source>First card to the wrong seat</source>
        <translation>Первая карта не на то место</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/dealer_errors.py" line="87"/>
        <source>A player has the wrong number of cards</source>
        <translation>У игрока неверное число карт</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/dealer_errors.py" line="90"/>
        <source>The button was dealt too few cards</source>
        <translation>Баттону сдано слишком мало карт</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/dealer_errors.py" line="93"/>
        <source>Four cards turned on the flop</source>
        <translation>На флопе открыто четыре карты</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/dealer_errors.py" line="94"/>
        <source>Flop dealt without a burn</source>
        <translation>Флоп сдан без сжигания карты</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/dealer_errors.py" line="95"/>
        <source>Premature flop</source>
        <translation>Преждевременный флоп</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/dealer_errors.py" line="96"/>
        <source>Premature turn</source>
        <translation>Преждевременный тёрн</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/dealer_errors.py" line="97"/>
        <source>Premature river</source>
        <translation>Преждевременный ривер</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/dealer_errors.py" line="98"/>
        <source>Next street dealt before the betting ended</source>
        <translation>Следующая улица сдана до конца торговли</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/dealer_errors.py" line="101"/>
        <source>A card found face up in the deck</source>
        <translation>В колоде найдена открытая карта</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/dealer_errors.py" line="104"/>
        <source>Fouled deck (two identical cards)</source>
        <translation>Испорченная колода (две одинаковые карты)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/dealer_errors.py" line="105"/>
        <source>Action out of turn</source>
        <translation>Действие вне очереди</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/dealer_errors.py" line="163"/>
        <source>Misdeal: collect every card, reshuffle and deal again.</source>
        <translation>Мисдил: соберите все карты, перетасуйте и сдайте заново.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/dealer_errors.py" line="164"/>
        <source>The same hand is dealt again: same button, same blinds, nobody new is dealt in.</source>
        <translation>Та же раздача сдаётся заново: тот же баттон, те же блайнды, новые игроки карт не получают.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/dealer_errors.py" line="169"/>
        <source>No misdeal: there has been substantial action (two actions in turn, one of them putting chips in, or any three actions in turn). The hand is played out.</source>
        <translation>Мисдила нет: было существенное действие (два действия в свою очередь, одно из них с фишками, или любые три действия в свою очередь). Раздача доигрывается.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/dealer_errors.py" line="175"/>
        <location filename="../../dealer_app/engine/dealer_errors.py" line="185"/>
        <source>The deal goes on: the player may not keep the exposed card.</source>
        <translation>Раздача продолжается: игрок не оставляет себе открытую карту.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/dealer_errors.py" line="178"/>
        <source>When every player has his cards, give that player the next card from the stub; the exposed card becomes the burn card for the flop.</source>
        <translation>Когда все игроки получат карты, дайте этому игроку следующую карту из колоды; открытая карта становится сжигаемой картой флопа.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/dealer_errors.py" line="188"/>
        <source>When every player has his cards, give that player the next card from the stub; the exposed card goes face up to the discards.</source>
        <translation>Когда все игроки получат карты, дайте этому игроку следующую карту из колоды; открытая карта уходит в сброс рубашкой вниз.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/dealer_errors.py" line="195"/>
        <source>The exposed down card becomes that player&apos;s upcard.</source>
        <translation>Открытая закрытая карта становится открытой картой этого игрока.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/dealer_errors.py" line="196"/>
        <source>Deal his third-street card face down; enter the exposed card as his upcard (he may be the bring-in).</source>
        <translation>Сдайте игроку карту третьей улицы в закрытую; засвеченную карту введите как открытую карту игрока (бринг-ин может выпасть на неё).</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/dealer_errors.py" line="203"/>
        <source>A boxed card counts as a blank piece of paper: set it aside face up and give the next card in its place.</source>
        <translation>Перевёрнутая карта считается чистым листом бумаги: отложите её в открытую и дайте вместо неё следующую карту.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/dealer_errors.py" line="208"/>
        <source>Two or more boxed cards on the deal are a misdeal.</source>
        <translation>Две перевёрнутые карты или больше при раздаче — мисдил.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/dealer_errors.py" line="211"/>
        <source>The card found face up is set aside and is not part of the deck for this hand; the next card takes its place.</source>
        <translation>Найденная открытая карта откладывается и в этой раздаче не участвует; её место занимает следующая карта.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/dealer_errors.py" line="216"/>
        <source>If it was to be the burn card, the next card is burned instead; go on with the deal.</source>
        <translation>Если она должна была быть сжигаемой, вместо неё сжигается следующая карта; продолжайте сдачу.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/dealer_errors.py" line="221"/>
        <source>After substantial action a hand with the wrong number of cards is dead: %1&apos;s hand is killed; the chips it put in stay in the pot.</source>
        <translation>После существенного действия рука с неверным числом карт мертва: рука игрока %1 аннулируется; поставленные фишки остаются в банке.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/dealer_errors.py" line="226"/>
        <source>Give the button (%1) the missing card from the top of the stub; the hand goes on, even after substantial action.</source>
        <translation>Дайте баттону (%1) недостающую карту с верха колоды; раздача продолжается даже после существенного действия.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/dealer_errors.py" line="231"/>
        <source>The button (%1) has acted on a short hand: that hand is dead and is killed; the chips it put in stay in the pot.</source>
        <translation>Баттон (%1) сделал ход с неполной рукой: эта рука мертва и аннулируется; поставленные фишки остаются в банке.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/dealer_errors.py" line="237"/>
        <source>Turn the four cards face down and scramble them.</source>
        <translation>Переверните четыре карты рубашкой вверх и перемешайте их.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/dealer_errors.py" line="238"/>
        <source>A player (or the floor) picks one at random: it is the burn card for the turn. The other three are turned up as the flop.</source>
        <translation>Игрок (или флор) наугад выбирает одну: это сжигаемая карта тёрна. Три другие открываются как флоп.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/dealer_errors.py" line="245"/>
        <source>The flop is dealt again: put the four cards back into the stub and reshuffle it; the burn card stays.</source>
        <translation>Флоп сдаётся заново: верните четыре карты в колоду и перетасуйте её; сжигаемая карта остаётся.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/dealer_errors.py" line="250"/>
        <source>Cut, then turn a new flop without burning a card.</source>
        <translation>Снимите колоду и откройте новый флоп, не сжигая карту.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/dealer_errors.py" line="253"/>
        <source>Nobody has acted on the flop: turn the three cards face down and scramble them.</source>
        <translation>На флопе ещё никто не ходил: переверните три карты рубашкой вверх и перемешайте их.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/dealer_errors.py" line="257"/>
        <source>One of them, at random, becomes the burn card; the flop is the other two and the next card from the stub.</source>
        <translation>Одна из них, наугад, становится сжигаемой картой; флоп — две другие и следующая карта из колоды.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/dealer_errors.py" line="263"/>
        <source>A player has acted on the flop: the flop stands as dealt. Burn before the turn as usual.</source>
        <translation>На флопе уже был ход: флоп остаётся как есть. Перед тёрном сожгите карту как обычно.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/dealer_errors.py" line="267"/>
        <source>The flop entered is taken back: enter the flop again when it is dealt.</source>
        <translation>Введённый флоп отменён: введите флоп снова, когда он будет сдан.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/dealer_errors.py" line="271"/>
        <location filename="../../dealer_app/engine/dealer_errors.py" line="294"/>
        <source>Finish the betting round; the burn card stays a burn.</source>
        <translation>Завершите круг торговли; сожжённая карта остаётся сожжённой.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/dealer_errors.py" line="272"/>
        <source>Put the premature %1 back into the stub (not the burn card, not the discards), reshuffle the stub and cut.</source>
        <translation>Верните преждевременные карты (%1) в колоду (без сожжённой карты и сброса), перетасуйте колоду и снимите.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/dealer_errors.py" line="277"/>
        <source>Deal the %1 again without burning another card.</source>
        <translation>Сдайте %1 заново, не сжигая новую карту.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/dealer_errors.py" line="280"/>
        <source>Set the premature card aside, face down: it is out of play for this round.</source>
        <translation>Отложите преждевременную карту рубашкой вверх: в этом круге она вне игры.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/dealer_errors.py" line="283"/>
        <source>Finish the flop betting, then burn and turn the next card as the turn, in its time.</source>
        <translation>Завершите торговлю на флопе, затем в свой черёд сожгите карту и откройте следующую как тёрн.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/dealer_errors.py" line="287"/>
        <source>After the turn betting, shuffle the set-aside card back into the stub (without the burn cards), cut, and turn the river without burning.</source>
        <translation>После торговли на тёрне замешайте отложенную карту обратно в колоду (без сожжённых карт), снимите и откройте ривер, не сжигая карту.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/dealer_errors.py" line="295"/>
        <source>Put the premature cards back into the stub, reshuffle it and cut; deal the street again without burning another card.</source>
        <translation>Верните преждевременные карты в колоду, перетасуйте и снимите; сдайте улицу заново, не сжигая новую карту.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/dealer_errors.py" line="302"/>
        <source>Fouled deck: play stops, whatever the action. Every bet of the hand is returned.</source>
        <translation>Испорченная колода: игра останавливается, какими бы ни были действия. Все ставки раздачи возвращаются.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/dealer_errors.py" line="306"/>
        <source>Replace the deck; the same hand is dealt again with the same button and blinds.</source>
        <translation>Замените колоду; та же раздача сдаётся заново с тем же баттоном и блайндами.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/dealer_errors.py" line="312"/>
        <source>Play backs up to the player in turn; %1&apos;s chips stay apart.</source>
        <translation>Ход возвращается к игроку, чья очередь; фишки игрока %1 лежат отдельно.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/dealer_errors.py" line="315"/>
        <source>%1 acted out of turn: %2. It binds if the action to %1 has not changed when his turn comes (a check, call or fold in between does not change it).</source>
        <translation>Ход игрока %1 вне очереди: %2. Он обязателен, если до очереди игрока %1 ситуация не изменится (чек, колл или пас между ними её не меняют).</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/dealer_errors.py" line="320"/>
        <source>If somebody bets or raises first, it does not bind: the chips go back and %1 has every option.</source>
        <translation>Если кто-то раньше поставит или повысит, действие не обязательно: фишки возвращаются, и у игрока %1 снова все варианты.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/dealer_errors.py" line="327"/>
        <source>Play backs up to the player in turn.</source>
        <translation>Ход возвращается к игроку, чья очередь.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/dealer_errors.py" line="328"/>
        <source>%1 folded out of turn: the fold binds; his hand is folded when his turn comes.</source>
        <translation>Пас игрока %1 вне очереди обязателен: рука сбрасывается, когда до игрока дойдёт очередь.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/dealer_errors.py" line="334"/>
        <source>The action to %1 has not changed: his action out of turn stands (%2).</source>
        <translation>Для игрока %1 ничего не изменилось: действие вне очереди остаётся в силе (%2).</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/dealer_errors.py" line="337"/>
        <source>%1&apos;s fold out of turn binds: his hand is folded.</source>
        <translation>Пас игрока %1 вне очереди обязателен: рука сброшена.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/dealer_errors.py" line="340"/>
        <source>The action to %1 has changed: his action out of turn (%2) does not bind. His chips go back and he has every option.</source>
        <translation>Для игрока %1 ситуация изменилась: действие вне очереди (%2) не обязательно. Фишки возвращаются, все варианты снова открыты.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/dealer_errors.py" line="345"/>
        <source>%1&apos;s dead hand is folded.</source>
        <translation>Мёртвая рука игрока %1 сброшена.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/dealer_errors.py" line="348"/>
        <source>flop</source>
        <translation>флоп</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/dealer_errors.py" line="349"/>
        <source>turn</source>
        <translation>тёрн</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/dealer_errors.py" line="350"/>
        <source>river</source>
        <translation>ривер</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/dealer_errors.py" line="354"/>
        <source>fold</source>
        <translation>пас</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/dealer_errors.py" line="355"/>
        <source>check</source>
        <translation>чек</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/dealer_errors.py" line="356"/>
        <source>call %1</source>
        <translation>колл %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/dealer_errors.py" line="357"/>
        <source>bet %1</source>
        <translation>ставка %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/dealer_errors.py" line="358"/>
        <source>raise to %1</source>
        <translation>рейз до %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/session/irregularities.py" line="47"/>
        <source>Irregularity: %1 (%2)</source>
        <translation>Нарушение: %1 (%2)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/session/irregularities.py" line="48"/>
        <source>%1 acted out of turn: %2 (held for his turn)</source>
        <translation>Ход игрока %1 вне очереди: %2 (ждёт своей очереди)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/session/irregularities.py" line="49"/>
        <source>The same hand is dealt again: same button, same blinds.</source>
        <translation>Та же раздача сдаётся заново: тот же баттон, те же блайнды.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/session/irregularities.py" line="52"/>
        <source>Every bet is returned; the same hand is dealt again with another deck.</source>
        <translation>Все ставки возвращаются; та же раздача сдаётся заново другой колодой.</translation>
    </message>
</context>
<context>
    <name>IrregularityDialog</name>
    <message>
        <location filename="../../dealer_app/ui/irregularity.py" line="152"/>
        <source>Irregularity</source>
        <translation>Нарушение</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/irregularity.py" line="158"/>
        <source>What went wrong?</source>
        <translation>Что случилось?</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/irregularity.py" line="169"/>
        <source>&amp;Player:</source>
        <translation>&amp;Игрок:</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/irregularity.py" line="173"/>
        <source>&amp;Acted out of turn:</source>
        <translation>&amp;Ход вне очереди:</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/irregularity.py" line="178"/>
        <source>Fold</source>
        <translation>Пас</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/irregularity.py" line="179"/>
        <source>Check or call</source>
        <translation>Чек или колл</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/irregularity.py" line="180"/>
        <source>Bet or raise to</source>
        <translation>Ставка или рейз до</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/irregularity.py" line="185"/>
        <source>amount</source>
        <translation>сумма</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/irregularity.py" line="219"/>
        <source>Apply the ruling  [Enter]</source>
        <translation>Применить решение  [Enter]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/irregularity.py" line="223"/>
        <source>Close  [Esc]</source>
        <translation>Закрыть  [Esc]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/irregularity.py" line="269"/>
        <source>Nothing to rule on now: no hand is being played.</source>
        <translation>Решать нечего: раздача не идёт.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/irregularity.py" line="360"/>
        <source>Rule set %1: %2</source>
        <translation>Правила %1: %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/irregularity.py" line="373"/>
        <source>The app changes nothing in the hand: follow the steps.</source>
        <translation>Программа ничего не меняет в раздаче: выполните шаги.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/irregularity.py" line="374"/>
        <source>Applying it voids the hand and deals it again.</source>
        <translation>Решение аннулирует раздачу и сдаёт её заново.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/irregularity.py" line="375"/>
        <source>Applying it returns every bet and deals the hand again.</source>
        <translation>Решение возвращает все ставки и сдаёт раздачу заново.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/irregularity.py" line="376"/>
        <source>Applying it kills the hand: it is folded at its turn.</source>
        <translation>Решение аннулирует руку: она сбрасывается в свою очередь.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/irregularity.py" line="377"/>
        <source>Applying it takes back the flop entered.</source>
        <translation>Решение отменяет введённый флоп.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/irregularity.py" line="378"/>
        <source>Applying it holds the action until the player&apos;s turn.</source>
        <translation>Решение удерживает действие до очереди игрока.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/irregularity.py" line="405"/>
        <source>Applied: %1</source>
        <translation>Применено: %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/irregularity.py" line="408"/>
        <source>Done. The ruling is in the hand&apos;s log; Esc closes.</source>
        <translation>Готово. Решение записано в журнал раздачи; Esc закрывает.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../dealer_app/ui/i18n.py" line="76"/>
        <location filename="../../dealer_app/ui/main_window.py" line="154"/>
        <location filename="../../dealer_app/ui/main_window.py" line="567"/>
        <source>Dealer Assistant</source>
        <translation>Помощник дилера</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="172"/>
        <source>&amp;Table</source>
        <translation>&amp;Стол</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="175"/>
        <source>&amp;New table…</source>
        <translation>&amp;Новый стол…</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="179"/>
        <source>&amp;Players…  [F2]</source>
        <translation>&amp;Игроки…  [F2]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="184"/>
        <location filename="../../dealer_app/ui/main_window.py" line="453"/>
        <source>Pause the &amp;clock  [F5]</source>
        <translation>&amp;Часы: пауза  [F5]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="190"/>
        <source>&amp;Settings…</source>
        <translation>Н&amp;астройки…</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="195"/>
        <source>&amp;Move the table to another folder…</source>
        <translation>&amp;Перенести стол в другую папку…</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="199"/>
        <source>&amp;Quit</source>
        <translation>&amp;Выход</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="203"/>
        <source>&amp;Hand</source>
        <translation>&amp;Раздача</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="204"/>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="210"/>
        <source>&amp;Misdeal: void this hand and deal it again</source>
        <translation>&amp;Мисдил: аннулировать раздачу и сдать заново</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="214"/>
        <source>&amp;Irregularity…  [Ctrl+I]</source>
        <translation>&amp;Нарушение…  [Ctrl+I]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="220"/>
        <source>T&amp;raining</source>
        <translation>&amp;Обучение</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="221"/>
        <source>Training &amp;room…</source>
        <translation>&amp;Учебный класс…</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="225"/>
        <source>&amp;Hide the figures (live-dealing practice)</source>
        <translation>&amp;Скрыть цифры (тренировка живой раздачи)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="247"/>
        <source>H&amp;istory</source>
        <translation>&amp;История</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="252"/>
        <source>Opening the data folder…</source>
        <translation>Открывается папка данных…</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="525"/>
        <source>A hand is in play</source>
        <translation>Раздача идёт</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="527"/>
        <source>Hand %1 is not over: %2</source>
        <translation>Раздача %1 не закончена: %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="532"/>
        <source>A new table ends it where it stands: the journal keeps it as abandoned (listed in the hand history, with every action entered), and its chips are not settled by the app. Open a new table anyway?</source>
        <translation>Новый стол прервёт её там, где она сейчас: журнал сохранит её как брошенную (в истории раздач, со всеми введёнными действиями), а её фишки приложение не распределит. Всё равно открыть новый стол?</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="537"/>
        <source>Abandon the hand</source>
        <translation>Бросить раздачу</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="538"/>
        <source>Go on with the hand</source>
        <translation>Продолжить раздачу</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="258"/>
        <source>No table is open.</source>
        <translation>Стол не открыт.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="264"/>
        <source>New table…  [Ctrl+N]</source>
        <translation>Новый стол…  [Ctrl+N]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="268"/>
        <source>Tournament director…</source>
        <translation>Директор турнира…</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="373"/>
        <source>Undo: %1</source>
        <translation>Отменить: %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="375"/>
        <source>Undo</source>
        <translation>Отменить</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="389"/>
        <source>Dealer&apos;s choice</source>
        <translation>Выбор дилера</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="390"/>
        <source>Between hands</source>
        <translation>Между раздачами</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="394"/>
        <source>rules: %1</source>
        <translation>правила: %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="396"/>
        <source>chip unit %1</source>
        <translation>единица фишки %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="398"/>
        <source>hand %1</source>
        <translation>раздача %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="453"/>
        <source>Resume the &amp;clock  [F5]</source>
        <translation>&amp;Часы: пуск  [F5]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="476"/>
        <source>Move the table to another folder</source>
        <translation>Перенести стол в другую папку</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="488"/>
        <source>This table has no journal to move.</source>
        <translation>У этого стола нет журнала для переноса.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="503"/>
        <source>The table is kept in %1 from now on, with every action kept so far.</source>
        <translation>Теперь стол хранится в %1, со всеми действиями, сохранёнными до сих пор.</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <location filename="../../dealer_app/tournament_cli.py" line="262"/>
        <source>The journal holds no event.</source>
        <translation>В журнале нет ни одного турнира.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/session/display.py" line="284"/>
        <source>Open an event first.</source>
        <translation>Сначала откройте турнир.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/session/display.py" line="286"/>
        <source>An announcement needs some words.</source>
        <translation>Объявление не может быть пустым.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/session/display.py" line="289"/>
        <source>An announcement holds at most {count} characters.</source>
        <translation>Объявление слишком длинное: максимум символов — {count}.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/session/display.py" line="301"/>
        <location filename="../../dealer_app/web/server.py" line="42"/>
        <source>No event is open.</source>
        <translation>Нет открытого турнира.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/session/display.py" line="338"/>
        <source>The remote knows pause, resume, add or remove time, eliminate.</source>
        <translation>Пульт умеет: пауза, продолжить, добавить или убрать время, выбывание.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/session/display.py" line="350"/>
        <source>Minutes are a whole number from 1 to 60.</source>
        <translation>Минуты — целое число от 1 до 60.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/session/display.py" line="356"/>
        <source>Name the eliminated player.</source>
        <translation>Укажите выбывшего игрока.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/session/serving.py" line="107"/>
        <source>The director has not set a PIN for the remote.</source>
        <translation>Директор не задал PIN пульта.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/session/serving.py" line="115"/>
        <source>The remote is locked: the director must set a new PIN.</source>
        <translation>Пульт заблокирован: директору нужно задать новый PIN.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/session/serving.py" line="127"/>
        <source>Too many wrong PINs: try again in {minutes} min.</source>
        <translation>Слишком много неверных PIN: повторите через {minutes} мин.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/session/serving.py" line="144"/>
        <source>Too many wrong PINs: this address is locked out for {minutes} min.</source>
        <translation>Слишком много неверных PIN: этот адрес заблокирован на {minutes} мин.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/session/serving.py" line="148"/>
        <source>Wrong PIN ({count} tries left).</source>
        <translation>Неверный PIN (осталось попыток: {count}).</translation>
    </message>
    <message>
        <location filename="../../dealer_app/session/tournament.py" line="96"/>
        <source>There is no event to reopen.</source>
        <translation>Нет турнира, который можно открыть снова.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/session/tournament.py" line="145"/>
        <location filename="../../dealer_app/ui/director.py" line="907"/>
        <location filename="../../dealer_app/engine/tournament/event.py" line="257"/>
        <source>There is nothing to undo.</source>
        <translation>Отменять нечего.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/session/tournament.py" line="179"/>
        <source>The event cannot be saved in {file}: {reason}.</source>
        <translation>Турнир нельзя сохранить в {file}: {reason}.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/session/tournament.py" line="190"/>
        <location filename="../../dealer_app/session/tournament.py" line="196"/>
        <source>A recorded event holds a set-up and a list of events.</source>
        <translation>Записанный турнир содержит настройки и список событий.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/session/training.py" line="119"/>
        <source>&apos;{text}&apos; is not a number: type it in digits, like 240.</source>
        <translation>«{text}» — не число: введите его цифрами, например 240.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/session/training.py" line="122"/>
        <source>There is no seat {seat}: the table has seats 1 to {seats}.</source>
        <translation>Места {seat} нет: за столом места с 1 по {seats}.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/session/training.py" line="156"/>
        <source>Type an answer first.</source>
        <translation>Сначала введите ответ.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/session/training.py" line="171"/>
        <source>Choose a number from 1 to {most}.</source>
        <translation>Выберите номер от 1 до {most}.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/session/training.py" line="179"/>
        <source>&apos;{text}&apos; is not seats / value: type the seats that win a chip, /, and the value removed, like 1 3 / 25.</source>
        <translation>«{text}» — это не «места / сумма»: введите места, получающие фишку, /, и изъятую сумму, например 1 3 / 25.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/session/training.py" line="202"/>
        <source>Pot {pot}: name the seats that can win it.</source>
        <translation>Банк {pot}: укажите места, которые могут его выиграть.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/session/training.py" line="217"/>
        <source>&apos;{text}&apos; is not seat=amount: type each seat, =, and the chips, like 2=51.</source>
        <translation>«{text}» — не место=сумма: введите место, = и фишки, например 2=51.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/session/training.py" line="280"/>
        <source>Choose at least one skill.</source>
        <translation>Выберите хотя бы один навык.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/table_config.py" line="130"/>
        <source>The stakes of {game} cannot be negative.</source>
        <translation>«{game}»: ставки не могут быть отрицательными.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/table_config.py" line="138"/>
        <source>The stakes of {game} must be whole chips of {unit}: {amount} is not.</source>
        <translation>«{game}»: ставки должны быть кратны единице фишки {unit}, а {amount} не кратно.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/table_config.py" line="149"/>
        <source>{game} needs a small bet and a big bet at least as large.</source>
        <translation>«{game}»: нужны малая ставка и большая ставка не меньше её.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/table_config.py" line="158"/>
        <source>{game} needs a bring-in.</source>
        <translation>«{game}»: нужен бринг-ин.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/table_config.py" line="164"/>
        <source>{game} has no blinds: it uses antes and a bring-in.</source>
        <translation>В «{game}» нет блайндов: там анте и бринг-ин.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/table_config.py" line="174"/>
        <source>{game} needs a big blind.</source>
        <translation>«{game}»: нужен большой блайнд.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/table_config.py" line="180"/>
        <source>The small blind of {game} is larger than the big blind.</source>
        <translation>«{game}»: малый блайнд больше большого.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/table_config.py" line="243"/>
        <source>This level has no stakes for {game}.</source>
        <translation>На этом уровне нет ставок для игры «{game}».</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/table_config.py" line="310"/>
        <source>The chip unit must be a positive amount.</source>
        <translation>Единица фишки должна быть положительной.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/table_config.py" line="315"/>
        <source>The number of decimals cannot be negative.</source>
        <translation>Число знаков после запятой не может быть отрицательным.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/table_config.py" line="320"/>
        <source>The button is either &apos;dead&apos; or &apos;moving&apos;.</source>
        <translation>Баттон бывает только «dead» (мёртвый) или «moving» (подвижный).</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/table_config.py" line="324"/>
        <source>A game is played at least one hand, orbit or level.</source>
        <translation>Каждую игру играют хотя бы одну раздачу, один круг баттона или один уровень.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/table_config.py" line="337"/>
        <location filename="../../dealer_app/session/training.py" line="282"/>
        <location filename="../../dealer_app/session/training.py" line="576"/>
        <source>Choose at least one game.</source>
        <translation>Выберите хотя бы одну игру.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/table_config.py" line="342"/>
        <source>Unknown game &apos;{game}&apos;: the games are {games}.</source>
        <translation>Неизвестная игра «{game}»: игры — {games}.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/table_config.py" line="352"/>
        <source>A table has 2 to {most} seats, not {count}.</source>
        <translation>За столом от 2 до {most} мест, а не {count}.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/table_config.py" line="358"/>
        <source>{game} is played by at most {most} players: the table can have at most {most} seats.</source>
        <translation>В «{game}» играют не больше {most} игроков: за столом может быть не больше {most} мест.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/table_config.py" line="367"/>
        <source>Dealer&apos;s choice needs at least two games to choose from.</source>
        <translation>Для выбора дилера нужны хотя бы две игры на выбор.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/table_config.py" line="375"/>
        <source>In dealer&apos;s choice the button names the game per hand or orbit.</source>
        <translation>При выборе дилера игру называет баттон — на раздачу или на круг баттона.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/table_config.py" line="388"/>
        <source>There are no stakes for {game}.</source>
        <translation>Нет ставок для игры «{game}».</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/table_config.py" line="394"/>
        <source>There are no stakes for {game} in level {level}.</source>
        <translation>На уровне {level} нет ставок для игры «{game}».</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/table_config.py" line="406"/>
        <source>A cash game has fixed stakes: levels are for tournaments.</source>
        <translation>В кэш-игре ставки фиксированы: уровни бывают в турнирах.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/table_config.py" line="413"/>
        <source>Games rotate per level only in a sit-and-go or a tournament.</source>
        <translation>Смена игр по уровням бывает только в сит-энд-гоу и турнирах.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/table_config.py" line="420"/>
        <source>Starting stacks, late registration, re-entry and add-on are tournament settings.</source>
        <translation>Стартовый стек, поздняя регистрация, ре-энтри и аддон — настройки турнира.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/table_config.py" line="428"/>
        <source>A buy-in limit cannot be negative.</source>
        <translation>Предел бай-ина не может быть отрицательным.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/table_config.py" line="433"/>
        <source>The minimum buy-in is larger than the maximum buy-in.</source>
        <translation>Минимальный бай-ин больше максимального.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/table_config.py" line="442"/>
        <source>A sit-and-go or tournament sets its stakes per level.</source>
        <translation>В сит-энд-гоу и турнире ставки задаются по уровням.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/table_config.py" line="449"/>
        <source>A sit-and-go or tournament needs at least one level of play.</source>
        <translation>Сит-энд-гоу или турниру нужен хотя бы один игровой уровень.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/table_config.py" line="457"/>
        <source>Level {level} must last some time.</source>
        <translation>Уровень {level} должен длиться какое-то время.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/table_config.py" line="465"/>
        <source>Every player starts with a positive number of whole chips.</source>
        <translation>Стартовый стек — положительное целое число фишек.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/table_config.py" line="472"/>
        <source>Buy-in limits are for cash games: tournaments start equal.</source>
        <translation>Пределы бай-ина — для кэш-игр: в турнире все начинают с равными стеками.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/table_config.py" line="486"/>
        <source>Late registration and re-entry are for tournaments only (RULES 10).</source>
        <translation>Поздняя регистрация и ре-энтри бывают только в турнирах (RULES 10).</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/table_config.py" line="493"/>
        <source>The add-on must be a whole number of chips.</source>
        <translation>Аддон должен быть целым числом фишек.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/table_config.py" line="497"/>
        <source>Say during which level (or break) the add-on is taken.</source>
        <translation>Укажите, на каком уровне (или перерыве) берут аддон.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/session/training.py" line="286"/>
        <source>None of the skills chosen is asked in the games chosen (the bring-in and the first to act are stud questions, the pot-limit maximum a pot-limit one).</source>
        <translation>Ни один из выбранных навыков не проверяется в выбранных играх (бринг-ин и первый ход — вопросы стада, максимум пот-лимита — вопрос пот-лимита).</translation>
    </message>
    <message>
        <location filename="../../dealer_app/session/training.py" line="319"/>
        <source>An exam has 1 to {most} questions.</source>
        <translation>В экзамене от 1 до {most} вопросов.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/session/training.py" line="323"/>
        <source>An exam lasts 1 to {most} minutes.</source>
        <translation>Экзамен длится от 1 до {most} минут.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/session/training.py" line="361"/>
        <source>&apos;{code}&apos; is not an exam code: a code has 18 letters and digits, like {example}.</source>
        <translation>«{code}» — не код экзамена: в коде 18 букв и цифр, например {example}.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/session/training.py" line="372"/>
        <source>&apos;{code}&apos; is not an exam code: &apos;{char}&apos; is never in one.</source>
        <translation>«{code}» — не код экзамена: символа «{char}» в кодах не бывает.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/session/training.py" line="382"/>
        <source>&apos;{code}&apos; is not an exam code: a character is wrong or missing; ask for the code again.</source>
        <translation>«{code}» — не код экзамена: символ неверен или пропущен; попросите код ещё раз.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/session/training.py" line="402"/>
        <source>&apos;{code}&apos; is an exam code of a newer version of the program: update it.</source>
        <translation>«{code}» — код экзамена более новой версии программы: обновите её.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/session/training.py" line="525"/>
        <source>Type the student&apos;s name first.</source>
        <translation>Сначала введите имя ученика.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/session/training.py" line="571"/>
        <source>An exam needs its code.</source>
        <translation>Для экзамена нужен его код.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/session/training.py" line="638"/>
        <source>Answer this question first.</source>
        <translation>Сначала ответьте на этот вопрос.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/session/training.py" line="642"/>
        <source>The exam is over: no more questions.</source>
        <translation>Экзамен окончен: вопросов больше нет.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/session/training.py" line="676"/>
        <location filename="../../dealer_app/session/training.py" line="1140"/>
        <source>There is no question to answer: ask the next one.</source>
        <translation>Нет вопроса для ответа: перейдите к следующему.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/session/training.py" line="680"/>
        <source>The exam&apos;s time is up: your answers so far are kept.</source>
        <translation>Время экзамена вышло: ваши ответы сохранены.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/session/training.py" line="717"/>
        <source>Only an exam has a result file.</source>
        <translation>Файл результатов есть только у экзамена.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/session/training.py" line="922"/>
        <source>{file} is too large to be a result file.</source>
        <translation>{file} слишком велик для файла результатов.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/session/training.py" line="928"/>
        <source>{file} is not a result file: it cannot be read.</source>
        <translation>{file} — не файл результатов: его нельзя прочитать.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/session/training.py" line="933"/>
        <source>{file} is not a result file of an exam.</source>
        <translation>{file} — не файл результатов экзамена.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/session/training.py" line="937"/>
        <source>{file} was written by another version of the program.</source>
        <translation>{file} записан другой версией программы.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/session/training.py" line="943"/>
        <source>{file} is the result of another exam ({code}).</source>
        <translation>{file} — результат другого экзамена ({code}).</translation>
    </message>
    <message>
        <location filename="../../dealer_app/session/training.py" line="952"/>
        <source>{file} holds no answers.</source>
        <translation>В {file} нет ответов.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/session/training.py" line="1001"/>
        <source>{folder} is not a folder.</source>
        <translation>{folder} — не папка.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="261"/>
        <location filename="../../dealer_app/ui/director.py" line="269"/>
        <source>Payout row {row}: write the field size, a colon, then the shares.</source>
        <translation>Строка выплат {row}: напишите число входов, двоеточие, затем доли.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="309"/>
        <source>Level row {row}: give whole numbers of chips and minutes.</source>
        <translation>Строка уровня {row}: укажите целые числа фишек и минут.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director_app.py" line="36"/>
        <source>The director&apos;s window is already open on this data folder.</source>
        <translation>Окно директора уже открыто для этой папки данных.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/web/server.py" line="96"/>
        <source>Only the local network is served.</source>
        <translation>Страница доступна только в локальной сети.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/web/server.py" line="153"/>
        <source>The request is not understood.</source>
        <translation>Запрос не понят.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/web/server.py" line="168"/>
        <source>The director&apos;s station is busy.</source>
        <translation>Компьютер директора занят.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/web/server.py" line="257"/>
        <source>The display cannot be served on {host}:{port}: {reason}</source>
        <translation>Экран нельзя открыть в сети на {host}:{port}: {reason}</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/tournament/chip_race.py" line="51"/>
        <source>A chip each to {players}.</source>
        <translation>Фишка каждому: {players}.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/tournament/chip_race.py" line="56"/>
        <source>No chip to race.</source>
        <translation>Разыгрывать нечего.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/tournament/chip_race.py" line="60"/>
        <source>{players} kept in with one chip.</source>
        <translation>Остаются в игре с одной фишкой: {players}.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/tournament/chip_race.py" line="67"/>
        <source>{amount} in chips removed.</source>
        <translation>Изъято фишек на сумму {amount}.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/tournament/chip_race.py" line="74"/>
        <source>{amount} in chips added by rounding.</source>
        <translation>Добавлено округлением: {amount}.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/tournament/chip_race.py" line="101"/>
        <source>The {leaving} chips colour up into {new} chips: it must be a multiple.</source>
        <translation>Фишки {leaving} укрупняются в фишки {new}: номинал должен быть кратным.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/tournament/chip_race.py" line="116"/>
        <source>{player} cannot have {count} chips of {chip} with a stack of {stack}.</source>
        <translation>У игрока {player} не может быть фишек {chip} в количестве {count} при стеке {stack}.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/tournament/chip_race.py" line="133"/>
        <source>{player} races {count} chips and needs one card for each, not {cards}.</source>
        <translation>Фишек игрока {player} в розыгрыше: {count} — нужна карта на каждую (сдано карт: {cards}).</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/tournament/chip_race.py" line="144"/>
        <source>The card {card} is dealt twice.</source>
        <translation>Карта {card} сдана дважды.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/tournament/chip_race.py" line="150"/>
        <source>{player} is not in the race.</source>
        <translation>Игрок {player} не участвует в розыгрыше фишек.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/tournament/event.py" line="219"/>
        <location filename="../../dealer_app/engine/tournament/event.py" line="251"/>
        <source>The event is over.</source>
        <translation>Турнир окончен.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/tournament/event.py" line="329"/>
        <source>{player} is not playing in the event.</source>
        <translation>{player} не играет в этом турнире.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/tournament/event.py" line="431"/>
        <source>A player needs a name.</source>
        <translation>Игроку нужно имя.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/tournament/event.py" line="434"/>
        <source>{player} is already in the event.</source>
        <translation>{player} уже в турнире.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/tournament/event.py" line="438"/>
        <source>The field is full: {maximum} entries.</source>
        <translation>Мест больше нет: максимум входов — {maximum}.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/tournament/event.py" line="443"/>
        <source>Registration closed with level {level}.</source>
        <translation>Регистрация закрылась после уровня {level}.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/tournament/event.py" line="449"/>
        <source>{player} has used the {count} re-entries allowed.</source>
        <translation>У игрока {player} не осталось повторных входов (разрешено: {count}).</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/tournament/event.py" line="477"/>
        <source>Entries are withdrawn before the start only.</source>
        <translation>Снять регистрацию можно только до начала.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/tournament/event.py" line="496"/>
        <source>This event has no rebuys.</source>
        <translation>В этом турнире нет ребаев.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/tournament/event.py" line="499"/>
        <source>Rebuys are open from the start to the end of level {level}.</source>
        <translation>Ребаи открыты с начала турнира до конца уровня {level}.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/tournament/event.py" line="506"/>
        <source>{player} has {stack} chips: a rebuy needs {most} or fewer.</source>
        <translation>У игрока {player} стек {stack}: для ребая нужно не больше {most}.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/tournament/event.py" line="527"/>
        <source>This event has no add-on.</source>
        <translation>В этом турнире нет аддона.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/tournament/event.py" line="530"/>
        <source>The add-on is taken during level {level} or the break after it.</source>
        <translation>Аддон берут на уровне {level} или в перерыве после него.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/tournament/event.py" line="538"/>
        <source>{player} has taken the add-on already.</source>
        <translation>У игрока {player} аддон уже взят.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/tournament/event.py" line="556"/>
        <source>The event has started already.</source>
        <translation>Турнир уже начался.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/tournament/event.py" line="626"/>
        <source>Every seat of every table is taken.</source>
        <translation>Все места за всеми столами заняты.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/tournament/event.py" line="642"/>
        <source>There is no table {table} in play.</source>
        <translation>Стола {table} в игре нет.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/tournament/event.py" line="648"/>
        <location filename="../../dealer_app/engine/tournament/event.py" line="838"/>
        <location filename="../../dealer_app/engine/tournament/event.py" line="904"/>
        <source>The event has not started.</source>
        <translation>Турнир ещё не начался.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/tournament/event.py" line="652"/>
        <source>Table {table} has played its hand-for-hand hand: it waits for the others.</source>
        <translation>Стол {table} сыграл свою раздачу «рука за руку»: он ждёт остальных.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/tournament/event.py" line="695"/>
        <source>Nobody sits at table {table} seat {seat}.</source>
        <translation>За столом {table} на месте {seat} никого нет.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/tournament/event.py" line="709"/>
        <source>Give the chips of every player at table {table}, and only theirs ({player}).</source>
        <translation>Укажите фишки каждого игрока за столом {table}, и только их ({player}).</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/tournament/event.py" line="718"/>
        <source>Stacks are whole numbers of chips, not negative.</source>
        <translation>Стеки — целые неотрицательные числа фишек.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/tournament/event.py" line="727"/>
        <source>The stacks at table {table} add up to {after}; the table had {before}.</source>
        <translation>Стеки за столом {table} в сумме дают {after}; за столом было {before}.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/tournament/event.py" line="737"/>
        <location filename="../../dealer_app/engine/tournament/event.py" line="760"/>
        <source>Somebody at the table must have chips.</source>
        <translation>У кого-то за столом должны остаться фишки.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/tournament/event.py" line="744"/>
        <source>Name the players eliminated.</source>
        <translation>Укажите выбывших игроков.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/tournament/event.py" line="746"/>
        <source>A player is named twice.</source>
        <translation>Один игрок назван дважды.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/tournament/event.py" line="751"/>
        <source>{player} plays at table {seated}, not table {table}.</source>
        <translation>{player} играет за столом {seated}, а не за столом {table}.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/tournament/event.py" line="767"/>
        <source>Give one starting stack, more than zero, per player.</source>
        <translation>Укажите для каждого игрока стек на начало раздачи, больше нуля.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/tournament/event.py" line="841"/>
        <source>Hand-for-hand is already on.</source>
        <translation>Режим «рука за руку» уже включён.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/tournament/event.py" line="843"/>
        <location filename="../../dealer_app/engine/tournament/event.py" line="865"/>
        <source>Hand-for-hand is not on.</source>
        <translation>Режим «рука за руку» не включён.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/tournament/event.py" line="847"/>
        <source>Finish the hand-for-hand hand first.</source>
        <translation>Сначала завершите раздачу «рука за руку».</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/tournament/event.py" line="888"/>
        <source>The clock is not running.</source>
        <translation>Часы не идут.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/tournament/event.py" line="895"/>
        <source>The clock is not paused.</source>
        <translation>Часы не на паузе.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/tournament/event.py" line="907"/>
        <source>The clock cannot go back before the start.</source>
        <translation>Часы не могут уйти назад дальше начала.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/tournament/event.py" line="920"/>
        <source>A player without chips is eliminated, not counted.</source>
        <translation>Игрок без фишек выбывает, его не пересчитывают.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/tournament/event.py" line="938"/>
        <source>The {chip} chips do not leave play.</source>
        <translation>Фишки {chip} не выходят из игры.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/tournament/event.py" line="946"/>
        <source>The {chip} chips are raced off at the break after level {level}.</source>
        <translation>Фишки {chip} разыгрываются в перерыве после уровня {level}.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/tournament/event.py" line="955"/>
        <source>Table {table} has raced its {chip} chips already.</source>
        <translation>Стол {table} уже разыграл фишки {chip}.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/tournament/event.py" line="963"/>
        <source>Count the chips at table {table} before the race.</source>
        <translation>Пересчитайте фишки за столом {table} до розыгрыша.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/tournament/event.py" line="986"/>
        <source>{player} is not at this table.</source>
        <translation>{player} не сидит за этим столом.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/tournament/events.py" line="198"/>
        <source>An event is a set of named fields, not {value}.</source>
        <translation>Событие — набор именованных полей, а не {value}.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/tournament/events.py" line="205"/>
        <source>Unknown event: {kind}.</source>
        <translation>Неизвестное событие: {kind}.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/tournament/events.py" line="210"/>
        <source>The {kind} event has an unknown field: {name}.</source>
        <translation>У события {kind} неизвестное поле: {name}.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/tournament/events.py" line="221"/>
        <source>A {kind} event cannot be read: {reason}.</source>
        <translation>Событие {kind} нельзя прочитать: {reason}.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/tournament/payouts.py" line="31"/>
        <source>The shares must add up to more than zero.</source>
        <translation>Сумма долей должна быть больше нуля.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/tournament/payouts.py" line="53"/>
        <source>The prize pool cannot be negative.</source>
        <translation>Призовой фонд не может быть отрицательным.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/tournament/payouts.py" line="56"/>
        <source>Payout shares must be given and not negative.</source>
        <translation>Доли выплат должны быть заданы и неотрицательны.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/tournament/payouts.py" line="155"/>
        <source>A deal needs at least two players.</source>
        <translation>Для сделки нужно не меньше двух игроков.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/tournament/payouts.py" line="158"/>
        <source>A deal is computed for at most {most} players, not {players}.</source>
        <translation>Сделку можно посчитать максимум для {most} игроков (сейчас: {players}).</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/tournament/payouts.py" line="165"/>
        <source>Every player in a deal has chips.</source>
        <translation>У каждого участника сделки есть фишки.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/tournament/payouts.py" line="167"/>
        <source>There is no prize left to share.</source>
        <translation>Делить нечего: призов не осталось.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/tournament/setup.py" line="150"/>
        <source>A level has an unknown field: {name}.</source>
        <translation>У уровня неизвестное поле: {name}.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/tournament/setup.py" line="348"/>
        <source>The event needs a name.</source>
        <translation>Турниру нужно название.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/tournament/setup.py" line="351"/>
        <source>The structure needs at least one level.</source>
        <translation>В структуре должен быть хотя бы один уровень.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/tournament/setup.py" line="355"/>
        <source>Tables seat 2 to 10 players, not {seats}.</source>
        <translation>За столом от 2 до 10 мест, а не {seats}.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/tournament/setup.py" line="360"/>
        <source>The event needs at least one table.</source>
        <translation>Турниру нужен хотя бы один стол.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/tournament/setup.py" line="364"/>
        <source>The minimum field ({minimum}) must be at least 2 and at most the maximum ({maximum}).</source>
        <translation>Минимум игроков ({minimum}) должен быть не меньше 2 и не больше максимума ({maximum}).</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/tournament/setup.py" line="373"/>
        <source>{tables} tables of {seats} seat {seated} players, fewer than the maximum field of {maximum}.</source>
        <translation>Столов: {tables}, мест за столом: {seats} — всего мест: {seated}, меньше максимума игроков ({maximum}).</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/tournament/setup.py" line="384"/>
        <source>The buy-in must be positive and include the fee.</source>
        <translation>Бай-ин должен быть положительным и включать комиссию.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/tournament/setup.py" line="388"/>
        <source>Prizes are rounded to a positive unit.</source>
        <translation>Призы округляются до положительной единицы.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/tournament/setup.py" line="392"/>
        <source>Hand-for-hand takes 1 to 180 seconds off the clock per hand (RP-8), not {seconds}.</source>
        <translation>В режиме «рука за руку» с часов снимается от 1 до 180 секунд за раздачу (RP-8), а не {seconds}.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/tournament/setup.py" line="400"/>
        <source>The breaking order must name every table once.</source>
        <translation>Порядок расформирования должен назвать каждый стол один раз.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/table_config.py" line="480"/>
        <location filename="../../dealer_app/engine/tournament/setup.py" line="406"/>
        <source>Late registration and re-entries cannot be negative.</source>
        <translation>Поздняя регистрация и число ре-энтри не могут быть отрицательными.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/tournament/setup.py" line="412"/>
        <source>A rebuy costs something and gives chips.</source>
        <translation>Ребай чего-то стоит и даёт фишки.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/tournament/setup.py" line="416"/>
        <source>An add-on costs something and gives chips.</source>
        <translation>Аддон чего-то стоит и даёт фишки.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/tournament/setup.py" line="423"/>
        <source>The chip set needs positive denominations.</source>
        <translation>Номиналы фишек должны быть положительными.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/tournament/setup.py" line="427"/>
        <source>List each denomination once, smallest first.</source>
        <translation>Перечислите каждый номинал один раз, начиная с меньшего.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/tournament/setup.py" line="437"/>
        <source>The {chip} chip leaves play but is not in the chip set.</source>
        <translation>Фишка {chip} выходит из игры, но её нет в наборе.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/tournament/setup.py" line="444"/>
        <source>The {chip} chips are raced off at a break: there is none after level {level}.</source>
        <translation>Фишки {chip} разыгрываются в перерыве, а после уровня {level} перерыва нет.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/tournament/setup.py" line="453"/>
        <source>Some chips must stay in play to the end.</source>
        <translation>Какие-то фишки должны оставаться в игре до конца.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/tournament/setup.py" line="457"/>
        <source>The starting stack of {chips} cannot be made with the chips in play.</source>
        <translation>Стартовый стек {chips} нельзя составить из фишек в игре.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/tournament/setup.py" line="468"/>
        <source>The rebuy of {chips} cannot be made with the chips in play.</source>
        <translation>Ребай {chips} нельзя составить из фишек в игре.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/tournament/setup.py" line="478"/>
        <source>The add-on of {chips} cannot be made with the chips in play.</source>
        <translation>Аддон {chips} нельзя составить из фишек в игре.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/tournament/setup.py" line="495"/>
        <source>Level {level} needs a length.</source>
        <translation>У уровня {level} должна быть длительность.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/tournament/setup.py" line="499"/>
        <source>Level {level}: unknown game {game}.</source>
        <translation>Уровень {level}: неизвестная игра {game}.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/tournament/setup.py" line="505"/>
        <source>Level {level}: amounts cannot be negative.</source>
        <translation>Уровень {level}: суммы не могут быть отрицательными.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/tournament/setup.py" line="511"/>
        <source>Level {level}: a stud level needs a bring-in and limits.</source>
        <translation>Уровень {level}: для стада нужны бринг-ин и лимиты.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/tournament/setup.py" line="518"/>
        <source>Level {level}: the small blind must be positive and at most the big blind.</source>
        <translation>Уровень {level}: малый блайнд должен быть положительным и не больше большого.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/tournament/setup.py" line="526"/>
        <source>Level {level}: a limit game needs its small and big bets.</source>
        <translation>Уровень {level}: для лимитной игры нужны малая и большая ставки.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/tournament/setup.py" line="536"/>
        <source>Level {level}: {amount} cannot be made with the chips in play ({chips}).</source>
        <translation>Уровень {level}: {amount} нельзя составить из фишек в игре ({chips}).</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/tournament/setup.py" line="552"/>
        <source>Level {level}: the ante goes down from {before} to {after}; antes are never reduced.</source>
        <translation>Уровень {level}: анте снижается с {before} до {after}; анте никогда не уменьшают.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/tournament/setup.py" line="581"/>
        <source>The event&apos;s set-up is a set of named fields.</source>
        <translation>Настройки турнира — набор именованных полей.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/tournament/setup.py" line="600"/>
        <source>The event&apos;s set-up cannot be read: {reason}.</source>
        <translation>Настройки турнира нельзя прочитать: {reason}.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/tournament/setup.py" line="683"/>
        <source>Unknown structure {name}: choose {known}.</source>
        <translation>Неизвестная структура {name}: выберите {known}.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/table.py" line="316"/>
        <source>Nothing to undo at the table.</source>
        <translation>За столом отменять нечего.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/table.py" line="329"/>
        <source>Unknown table event {event}.</source>
        <translation>Неизвестное событие стола: {event}.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/table.py" line="380"/>
        <source>The hand is not over: {reason}</source>
        <translation>Раздача не окончена: {reason}</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/table.py" line="386"/>
        <source>This hand was not dealt at this table: its setup differs.</source>
        <translation>Эта раздача сдана не за этим столом: её условия другие.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/table.py" line="502"/>
        <source>This table snapshot comes from another version of the app.</source>
        <translation>Этот снимок стола сделан другой версией программы.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/table.py" line="594"/>
        <source>The tournament is over: {player} has every chip.</source>
        <translation>Турнир окончен: у игрока {player} все фишки.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/table.py" line="599"/>
        <source>At least two players must be in to deal a hand: the others sit out.</source>
        <translation>Для раздачи нужны хотя бы два игрока за столом: остальные отсутствуют.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/table.py" line="605"/>
        <source>At least two players with chips are needed to deal a hand.</source>
        <translation>Для раздачи нужны хотя бы два игрока с фишками.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/table.py" line="738"/>
        <source>{player} chooses the game (dealer&apos;s choice: {games}).</source>
        <translation>{player} выбирает игру (выбор дилера: {games}).</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/table.py" line="759"/>
        <source>The tournament is on a break: play resumes in {time}.</source>
        <translation>В турнире перерыв: игра продолжится через {time}.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/table.py" line="814"/>
        <source>{game} is played by at most {most} players, not {count}.</source>
        <translation>В «{game}» играют не больше {most} игроков, а не {count}.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/table.py" line="921"/>
        <source>Seat {seat} is empty.</source>
        <translation>Место {seat} свободно.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/table.py" line="931"/>
        <source>There is no seat {seat}: the table has seats 1 to {count}.</source>
        <translation>Места {seat} нет: за столом места с 1 по {count}.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/table.py" line="943"/>
        <source>Chips come in units of {unit}: {amount} is not a whole number of chips.</source>
        <translation>Единица фишки — {unit}: в {amount} не целое число фишек.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/table.py" line="969"/>
        <source>The button is drawn for before the first hand only.</source>
        <translation>Баттон разыгрывают только перед первой раздачей.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/table.py" line="984"/>
        <source>Seat {seat} is taken by {player}.</source>
        <translation>Место {seat} занято: там сидит {player}.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/table.py" line="991"/>
        <source>A player needs a name to sit down.</source>
        <translation>Чтобы сесть за стол, игроку нужно имя.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/table.py" line="997"/>
        <source>{player} is already seated at seat {seat}.</source>
        <translation>{player} уже сидит на месте {seat}.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/table.py" line="1004"/>
        <source>{player} needs chips to sit down.</source>
        <translation>Чтобы сесть за стол, игроку {player} нужны фишки.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/table.py" line="1015"/>
        <source>Registration is closed: nobody new can sit down.</source>
        <translation>Регистрация закрыта: новые игроки не могут сесть за стол.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/table.py" line="1022"/>
        <source>{player} has no re-entry left.</source>
        <translation>У игрока {player} не осталось ре-энтри.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/table.py" line="1028"/>
        <source>Every player starts with {amount} chips, not {stack}.</source>
        <translation>Стартовый стек каждого игрока — {amount}, а не {stack}.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/table.py" line="1040"/>
        <source>The maximum buy-in is {amount}.</source>
        <translation>Максимальный бай-ин — {amount}.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/table.py" line="1051"/>
        <source>The minimum buy-in is {amount}.</source>
        <translation>Минимальный бай-ин — {amount}.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/table.py" line="1060"/>
        <source>{player} is in the hand: players leave between hands.</source>
        <translation>{player} в раздаче: игроки уходят из-за стола между раздачами.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/table.py" line="1075"/>
        <source>{player} is already sitting out.</source>
        <translation>{player} уже отсутствует.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/table.py" line="1085"/>
        <source>{player} is not sitting out.</source>
        <translation>{player} на месте: отсутствие не отмечено.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/table.py" line="1097"/>
        <source>Add a positive number of chips.</source>
        <translation>Добавьте положительное число фишек.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/table.py" line="1102"/>
        <source>Chips are added between hands only.</source>
        <translation>Фишки добавляются только между раздачами.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/table.py" line="1107"/>
        <source>No chips can be bought in this tournament.</source>
        <translation>В этом турнире фишки не докупаются.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/table.py" line="1112"/>
        <source>The add-on is taken during level {level} only.</source>
        <translation>Аддон берут только на уровне {level}.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/table.py" line="1118"/>
        <source>{player} has already taken the add-on.</source>
        <translation>У игрока {player} аддон уже взят.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/table.py" line="1124"/>
        <source>The add-on is {amount} chips.</source>
        <translation>Размер аддона — {amount}.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/table.py" line="1134"/>
        <source>{player} may add at most {amount}: the maximum buy-in is {maximum}.</source>
        <translation>{player} может добавить не больше {amount}: максимальный бай-ин — {maximum}.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/table.py" line="1152"/>
        <source>Nobody posts to enter a tournament: a new player is dealt in except between the small blind and the button.</source>
        <translation>В турнире никто не ставит блайнд для входа: новый игрок получает карты сразу, если его место не между малым блайндом и баттоном.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/table.py" line="1160"/>
        <source>{player} is already playing: there is nothing to post.</source>
        <translation>{player} уже играет: ставить блайнд для входа не нужно.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/table.py" line="1172"/>
        <source>{player} is already playing.</source>
        <translation>{player} уже играет.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/table.py" line="1182"/>
        <source>This table does not play dealer&apos;s choice.</source>
        <translation>За этим столом не играют «выбор дилера».</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/table.py" line="1186"/>
        <source>The games to choose from are {games}.</source>
        <translation>Игры на выбор: {games}.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/table.py" line="1190"/>
        <source>The game is chosen between hands.</source>
        <translation>Игру выбирают между раздачами.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/table.py" line="1194"/>
        <source>No game to choose now: {game} is played until its turn ends.</source>
        <translation>Сейчас игру не выбирают: «{game}» играется до конца своей очереди.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/table.py" line="1204"/>
        <source>A cash game has no clock: its stakes are fixed.</source>
        <translation>В кэш-игре нет часов: ставки фиксированы.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/table.py" line="1208"/>
        <source>The clock cannot read less than zero.</source>
        <translation>Часы не могут показывать меньше нуля.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/table.py" line="1215"/>
        <source>A hand is in progress: finish it or cancel it first.</source>
        <translation>Идёт раздача: сначала завершите или отмените её.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/table.py" line="1223"/>
        <location filename="../../dealer_app/engine/table.py" line="1228"/>
        <source>No hand is in progress.</source>
        <translation>Раздача не идёт.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/table.py" line="1234"/>
        <source>No hand is in progress: deal the next hand first.</source>
        <translation>Раздача не идёт: сначала сдайте следующую раздачу.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/table.py" line="1238"/>
        <source>These stacks are for other seats than the hand dealt.</source>
        <translation>Эти стеки — для других мест, не для сданной раздачи.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/table.py" line="1245"/>
        <source>Every player of the hand needs a finishing stack of zero or more.</source>
        <translation>У каждого игрока раздачи итоговый стек должен быть нулём или больше.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/table.py" line="1251"/>
        <source>The finishing stacks do not hold the chips the hand started with.</source>
        <translation>В итоговых стеках не столько фишек, сколько было в начале раздачи.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/table_events.py" line="204"/>
        <source>Unknown table event &apos;{event}&apos;.</source>
        <translation>Неизвестное событие стола: «{event}».</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/evaluation.py" line="869"/>
        <source>A hand is made of {fewest} to {most} cards, not {count}.</source>
        <translation>В руке от {fewest} до {most} карт, а не {count}.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/evaluation.py" line="877"/>
        <source>A hand is made of at least {fewest} cards, not {count}.</source>
        <translation>В руке не меньше {fewest} карт, а не {count}.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/evaluation.py" line="901"/>
        <source>An Omaha hand has 4 to 6 hole cards, not {count}.</source>
        <translation>В руке Омахи от 4 до 6 закрытых карт, а не {count}.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/evaluation.py" line="905"/>
        <source>An Omaha board has 3 to 5 cards, not {count}.</source>
        <translation>На борде Омахи от 3 до 5 карт, а не {count}.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/evaluation.py" line="916"/>
        <source>{card} is not a card.</source>
        <translation>{card} — не карта.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/engine/evaluation.py" line="920"/>
        <source>{card} is entered twice.</source>
        <translation>{card} введена дважды.</translation>
    </message>
    <message>
        <source>&apos;{typed}&apos; is not an amount.</source>
        <translation>«{typed}» — не сумма.</translation>
    </message>
    <message>
        <source>&apos;{typed}&apos; is not an amount: group the digits by three.</source>
        <translation>«{typed}» — не сумма: разбивайте цифры на группы по три.</translation>
    </message>
    <message>
        <source>{typed} is finer than the table&apos;s smallest unit.</source>
        <translation>{typed} мельче самой мелкой единицы стола.</translation>
    </message>
</context>
<context>
    <name>Need</name>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="487"/>
        <source>Deal the next hand (N).</source>
        <translation>Сдайте следующую раздачу (N).</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="491"/>
        <source>%1 to act.</source>
        <translation>Ход игрока %1.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="495"/>
        <source>Deal the community card (the deck is short).</source>
        <translation>Откройте общую карту (в колоде не хватает карт).</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="499"/>
        <source>Deal the %1: 1 card.</source>
        <translation>Сдайте %1: 1 карта.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="503"/>
        <source>Deal the %1: %2 cards.</source>
        <translation>Сдайте %1: %2 карты.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="508"/>
        <source>Enter %1&apos;s upcard.</source>
        <translation>Введите открытую карту игрока %1.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="510"/>
        <source>%1 draws: how many cards (0 stands pat)?</source>
        <translation>%1 меняет карты: сколько (0 — без обмена)?</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="515"/>
        <source>%1 shows (every hand is turned face up).</source>
        <translation>%1 открывает карты (все руки открываются).</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="518"/>
        <source>%1 shows or mucks.</source>
        <translation>%1 открывает карты или отправляет их в мак.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="519"/>
        <source>The hand is over.</source>
        <translation>Раздача окончена.</translation>
    </message>
</context>
<context>
    <name>NewTableDialog</name>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="116"/>
        <source>New table</source>
        <translation>Новый стол</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="123"/>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="45"/>
        <source>Mixed hold&apos;em</source>
        <translation>Смешанный холдем</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="129"/>
        <source>%1 (rotation)</source>
        <translation>%1 (ротация)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="130"/>
        <source>Dealer&apos;s choice</source>
        <translation>Выбор дилера</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="131"/>
        <source>Game or rotation</source>
        <translation>Игра или ротация</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="141"/>
        <source>Games to choose from</source>
        <translation>Игры на выбор</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="163"/>
        <source>Change game</source>
        <translation>Смена игры</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="165"/>
        <source>Cash game</source>
        <translation>Кэш-игра</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="166"/>
        <source>Sit-and-go</source>
        <translation>Сит-энд-гоу</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="167"/>
        <source>Tournament</source>
        <translation>Турнир</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="168"/>
        <source>Format</source>
        <translation>Формат</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="172"/>
        <source>Rule set</source>
        <translation>Свод правил</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="174"/>
        <source>The smallest chip in play: 1, 5, 25, 0.25 ...</source>
        <translation>Самая мелкая фишка в игре: 1, 5, 25, 0,25 ...</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="175"/>
        <source>Chip unit</source>
        <translation>Единица фишки</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="179"/>
        <source>Stakes</source>
        <translation>Ставки</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="184"/>
        <source>Small blind</source>
        <translation>Малый блайнд</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="185"/>
        <source>Big blind</source>
        <translation>Большой блайнд</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="186"/>
        <source>Ante</source>
        <translation>Анте</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="187"/>
        <source>Small bet (limit)</source>
        <translation>Малая ставка (лимит)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="188"/>
        <source>Big bet (limit)</source>
        <translation>Большая ставка (лимит)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="189"/>
        <source>Stud ante</source>
        <translation>Анте в стаде</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="190"/>
        <source>Bring-in (stud)</source>
        <translation>Бринг-ин (стад)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="191"/>
        <source>Minimum buy-in</source>
        <translation>Минимальный бай-ин</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="192"/>
        <source>Maximum buy-in</source>
        <translation>Максимальный бай-ин</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="193"/>
        <source>Starting stack</source>
        <translation>Стартовый стек</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="206"/>
        <source>Minutes per level</source>
        <translation>Минут на уровень</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="209"/>
        <source>Levels (× the stakes)</source>
        <translation>Уровни (× ставки)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="217"/>
        <source>no breaks</source>
        <translation>без перерывов</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="222"/>
        <source> min</source>
        <translation> мин</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="226"/>
        <source>Breaks</source>
        <translation>Перерывы</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="235"/>
        <source>Seats</source>
        <translation>Места</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="238"/>
        <source>Seats at the table</source>
        <translation>Мест за столом</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="244"/>
        <source>Button on seat</source>
        <translation>Баттон на месте</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="252"/>
        <source>Seat</source>
        <translation>Место</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="253"/>
        <source>Name (empty: nobody)</source>
        <translation>Имя (пусто: никого)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="254"/>
        <source>Stack</source>
        <translation>Стек</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="282"/>
        <source>Open the table</source>
        <translation>Открыть стол</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="318"/>
        <source>Player %1</source>
        <translation>Игрок %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../../dealer_app/ui/new_table.py" line="382"/>
        <source>every %1 hands</source>
        <extracomment>The game changes every N hands. %1 is the number&apos;s spin box; what follows it is the unit, chosen in a list (keep %1 before the unit).</extracomment>
        <translation>
            <numerusform>каждую %1 раздачу</numerusform>
            <numerusform>каждые %1 раздачи</numerusform>
            <numerusform>каждые %1 раздач</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../dealer_app/ui/new_table.py" line="385"/>
        <source>every %1 orbits</source>
        <extracomment>The game changes every N orbits of the button. %1 is the number&apos;s spin box; what follows it is the unit, chosen in a list (keep %1 before the unit).</extracomment>
        <translation>
            <numerusform>каждый %1 круг баттона</numerusform>
            <numerusform>каждые %1 круга баттона</numerusform>
            <numerusform>каждые %1 кругов баттона</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../dealer_app/ui/new_table.py" line="388"/>
        <source>every %1 levels</source>
        <extracomment>The game changes every N levels of the tournament. %1 is the number&apos;s spin box; what follows it is the unit, chosen in a list (keep %1 before the unit).</extracomment>
        <translation>
            <numerusform>каждый %1 уровень</numerusform>
            <numerusform>каждые %1 уровня</numerusform>
            <numerusform>каждые %1 уровней</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../dealer_app/ui/new_table.py" line="403"/>
        <source>every %1 levels, for %2</source>
        <extracomment>A break every N levels of the tournament, each break M minutes long. %1 is the spin box of N, %2 the spin box of the break&apos;s length (it reads &quot;10 min&quot;).</extracomment>
        <translation>
            <numerusform>каждый %1 уровень, по %2</numerusform>
            <numerusform>каждые %1 уровня, по %2</numerusform>
            <numerusform>каждые %1 уровней, по %2</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="464"/>
        <source>Type the smallest chip: 1, 5, 25, 0.25 ...</source>
        <translation>Введите самую мелкую фишку: 1, 5, 25, 0,25 ...</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="467"/>
        <source>The chip unit must be a positive amount.</source>
        <translation>Единица фишки должна быть положительной.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="471"/>
        <source>At most four decimals.</source>
        <translation>Не больше четырёх знаков после запятой.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="485"/>
        <source>%1 is finer than the chip unit allows.</source>
        <translation>%1 мельче, чем позволяет единица фишки.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="488"/>
        <source>An amount cannot be negative.</source>
        <translation>Сумма не может быть отрицательной.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="527"/>
        <source>&apos;%1&apos; is not a multiplier.</source>
        <translation>«%1» — не множитель.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="531"/>
        <source>Give at least one level.</source>
        <translation>Укажите хотя бы один уровень.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="603"/>
        <source>Seat at least two players: type their names.</source>
        <translation>Посадите хотя бы двух игроков: введите их имена.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="606"/>
        <source>Put the button on a seat with a player.</source>
        <translation>Поставьте баттон на место с игроком.</translation>
    </message>
</context>
<context>
    <name>PlayersDialog</name>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="149"/>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="157"/>
        <location filename="../../dealer_app/ui/players.py" line="274"/>
        <source>Seat</source>
        <translation>Место</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="157"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="157"/>
        <source>Stack</source>
        <translation>Стек</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="157"/>
        <source>Status</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="185"/>
        <source>Keys: ↑↓ seat · A add chips · O sit out / come back · P post to enter · W wait for the big blind · L leave · S seat a new player · Enter confirm · Esc close</source>
        <translation>Клавиши: ↑↓ место · A добавить фишки · O отойти / вернуться · P блайнд для входа · W ждать большого блайнда · L уйти из-за стола · S посадить нового игрока · Enter подтвердить · Esc закрыть</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="197"/>
        <source>Close  [Esc]</source>
        <translation>Закрыть  [Esc]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="248"/>
        <source>Chips to add</source>
        <translation>Сколько фишек</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="252"/>
        <source>Add chips</source>
        <translation>Добавить фишки</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="257"/>
        <source>Post to enter now</source>
        <translation>Поставить блайнд и войти сейчас</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="259"/>
        <location filename="../../dealer_app/ui/players.py" line="290"/>
        <source>Wait for the big blind</source>
        <translation>Ждать большого блайнда</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="261"/>
        <source>Leave the table</source>
        <translation>Уйти из-за стола</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="267"/>
        <source>Seat a new player  [S]</source>
        <translation>Посадить нового игрока  [S]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="278"/>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="288"/>
        <source>Chips</source>
        <translation>Фишки</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="289"/>
        <source>Buy-in</source>
        <translation>Бай-ин</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="291"/>
        <source>Post a big blind to play the next hand</source>
        <translation>Поставить большой блайнд и играть со следующей раздачи</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="300"/>
        <source>Seat the player  [Enter]</source>
        <translation>Посадить игрока  [Enter]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="363"/>
        <source>Seat %1</source>
        <translation>Место %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="365"/>
        <source>Seat %1 is empty: seat a new player there (S).</source>
        <translation>Место %1 свободно: посадите туда нового игрока (S).</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="369"/>
        <source>Seat %1 — %2</source>
        <translation>Место %1 — %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="375"/>
        <source>Stack %1</source>
        <translation>Стек %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="381"/>
        <source>Come back</source>
        <translation>Вернуться</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="383"/>
        <source>Sit out</source>
        <translation>Отойти</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="395"/>
        <source>Add-on: %1</source>
        <translation>Аддон: %1</translation>
    </message>
</context>
<context>
    <name>Ranks</name>
    <message>
        <location filename="../../dealer_app/messages.py" line="129"/>
        <source>deuces</source>
        <comment>of</comment>
        <translation>двоек</translation>
    </message>
    <message>
        <location filename="../../dealer_app/messages.py" line="130"/>
        <source>threes</source>
        <comment>of</comment>
        <translation>троек</translation>
    </message>
    <message>
        <location filename="../../dealer_app/messages.py" line="131"/>
        <source>fours</source>
        <comment>of</comment>
        <translation>четвёрок</translation>
    </message>
    <message>
        <location filename="../../dealer_app/messages.py" line="132"/>
        <source>fives</source>
        <comment>of</comment>
        <translation>пятёрок</translation>
    </message>
    <message>
        <location filename="../../dealer_app/messages.py" line="133"/>
        <source>sixes</source>
        <comment>of</comment>
        <translation>шестёрок</translation>
    </message>
    <message>
        <location filename="../../dealer_app/messages.py" line="134"/>
        <source>sevens</source>
        <comment>of</comment>
        <translation>семёрок</translation>
    </message>
    <message>
        <location filename="../../dealer_app/messages.py" line="135"/>
        <source>eights</source>
        <comment>of</comment>
        <translation>восьмёрок</translation>
    </message>
    <message>
        <location filename="../../dealer_app/messages.py" line="136"/>
        <source>nines</source>
        <comment>of</comment>
        <translation>девяток</translation>
    </message>
    <message>
        <location filename="../../dealer_app/messages.py" line="137"/>
        <source>tens</source>
        <comment>of</comment>
        <translation>десяток</translation>
    </message>
    <message>
        <location filename="../../dealer_app/messages.py" line="138"/>
        <source>jacks</source>
        <comment>of</comment>
        <translation>валетов</translation>
    </message>
    <message>
        <location filename="../../dealer_app/messages.py" line="139"/>
        <source>queens</source>
        <comment>of</comment>
        <translation>дам</translation>
    </message>
    <message>
        <location filename="../../dealer_app/messages.py" line="140"/>
        <source>kings</source>
        <comment>of</comment>
        <translation>королей</translation>
    </message>
    <message>
        <location filename="../../dealer_app/messages.py" line="141"/>
        <source>aces</source>
        <comment>of</comment>
        <translation>тузов</translation>
    </message>
    <message>
        <location filename="../../dealer_app/messages.py" line="142"/>
        <source>deuces</source>
        <comment>plural</comment>
        <translation>двойки</translation>
    </message>
    <message>
        <location filename="../../dealer_app/messages.py" line="143"/>
        <source>threes</source>
        <comment>plural</comment>
        <translation>тройки</translation>
    </message>
    <message>
        <location filename="../../dealer_app/messages.py" line="144"/>
        <source>fours</source>
        <comment>plural</comment>
        <translation>четвёрки</translation>
    </message>
    <message>
        <location filename="../../dealer_app/messages.py" line="145"/>
        <source>fives</source>
        <comment>plural</comment>
        <translation>пятёрки</translation>
    </message>
    <message>
        <location filename="../../dealer_app/messages.py" line="146"/>
        <source>sixes</source>
        <comment>plural</comment>
        <translation>шестёрки</translation>
    </message>
    <message>
        <location filename="../../dealer_app/messages.py" line="147"/>
        <source>sevens</source>
        <comment>plural</comment>
        <translation>семёрки</translation>
    </message>
    <message>
        <location filename="../../dealer_app/messages.py" line="148"/>
        <source>eights</source>
        <comment>plural</comment>
        <translation>восьмёрки</translation>
    </message>
    <message>
        <location filename="../../dealer_app/messages.py" line="149"/>
        <source>nines</source>
        <comment>plural</comment>
        <translation>девятки</translation>
    </message>
    <message>
        <location filename="../../dealer_app/messages.py" line="150"/>
        <source>tens</source>
        <comment>plural</comment>
        <translation>десятки</translation>
    </message>
    <message>
        <location filename="../../dealer_app/messages.py" line="151"/>
        <source>jacks</source>
        <comment>plural</comment>
        <translation>валеты</translation>
    </message>
    <message>
        <location filename="../../dealer_app/messages.py" line="152"/>
        <source>queens</source>
        <comment>plural</comment>
        <translation>дамы</translation>
    </message>
    <message>
        <location filename="../../dealer_app/messages.py" line="153"/>
        <source>kings</source>
        <comment>plural</comment>
        <translation>короли</translation>
    </message>
    <message>
        <location filename="../../dealer_app/messages.py" line="154"/>
        <source>aces</source>
        <comment>plural</comment>
        <translation>тузы</translation>
    </message>
    <message>
        <location filename="../../dealer_app/messages.py" line="155"/>
        <source>two</source>
        <comment>high</comment>
        <translation>до двойки</translation>
    </message>
    <message>
        <location filename="../../dealer_app/messages.py" line="156"/>
        <source>three</source>
        <comment>high</comment>
        <translation>до тройки</translation>
    </message>
    <message>
        <location filename="../../dealer_app/messages.py" line="157"/>
        <source>four</source>
        <comment>high</comment>
        <translation>до четвёрки</translation>
    </message>
    <message>
        <location filename="../../dealer_app/messages.py" line="158"/>
        <source>five</source>
        <comment>high</comment>
        <translation>до пятёрки</translation>
    </message>
    <message>
        <location filename="../../dealer_app/messages.py" line="159"/>
        <source>six</source>
        <comment>high</comment>
        <translation>до шестёрки</translation>
    </message>
    <message>
        <location filename="../../dealer_app/messages.py" line="160"/>
        <source>seven</source>
        <comment>high</comment>
        <translation>до семёрки</translation>
    </message>
    <message>
        <location filename="../../dealer_app/messages.py" line="161"/>
        <source>eight</source>
        <comment>high</comment>
        <translation>до восьмёрки</translation>
    </message>
    <message>
        <location filename="../../dealer_app/messages.py" line="162"/>
        <source>nine</source>
        <comment>high</comment>
        <translation>до девятки</translation>
    </message>
    <message>
        <location filename="../../dealer_app/messages.py" line="163"/>
        <source>ten</source>
        <comment>high</comment>
        <translation>до десятки</translation>
    </message>
    <message>
        <location filename="../../dealer_app/messages.py" line="164"/>
        <source>jack</source>
        <comment>high</comment>
        <translation>до валета</translation>
    </message>
    <message>
        <location filename="../../dealer_app/messages.py" line="165"/>
        <source>queen</source>
        <comment>high</comment>
        <translation>до дамы</translation>
    </message>
    <message>
        <location filename="../../dealer_app/messages.py" line="166"/>
        <source>king</source>
        <comment>high</comment>
        <translation>до короля</translation>
    </message>
    <message>
        <location filename="../../dealer_app/messages.py" line="167"/>
        <source>ace</source>
        <comment>high</comment>
        <translation>до туза</translation>
    </message>
    <message>
        <location filename="../../dealer_app/messages.py" line="168"/>
        <source>two</source>
        <comment>single</comment>
        <translation>двойка</translation>
    </message>
    <message>
        <location filename="../../dealer_app/messages.py" line="169"/>
        <source>three</source>
        <comment>single</comment>
        <translation>тройка</translation>
    </message>
    <message>
        <location filename="../../dealer_app/messages.py" line="170"/>
        <source>four</source>
        <comment>single</comment>
        <translation>четвёрка</translation>
    </message>
    <message>
        <location filename="../../dealer_app/messages.py" line="171"/>
        <source>five</source>
        <comment>single</comment>
        <translation>пятёрка</translation>
    </message>
    <message>
        <location filename="../../dealer_app/messages.py" line="172"/>
        <source>six</source>
        <comment>single</comment>
        <translation>шестёрка</translation>
    </message>
    <message>
        <location filename="../../dealer_app/messages.py" line="173"/>
        <source>seven</source>
        <comment>single</comment>
        <translation>семёрка</translation>
    </message>
    <message>
        <location filename="../../dealer_app/messages.py" line="174"/>
        <source>eight</source>
        <comment>single</comment>
        <translation>восьмёрка</translation>
    </message>
    <message>
        <location filename="../../dealer_app/messages.py" line="175"/>
        <source>nine</source>
        <comment>single</comment>
        <translation>девятка</translation>
    </message>
    <message>
        <location filename="../../dealer_app/messages.py" line="176"/>
        <source>ten</source>
        <comment>single</comment>
        <translation>десятка</translation>
    </message>
    <message>
        <location filename="../../dealer_app/messages.py" line="177"/>
        <source>jack</source>
        <comment>single</comment>
        <translation>валет</translation>
    </message>
    <message>
        <location filename="../../dealer_app/messages.py" line="178"/>
        <source>queen</source>
        <comment>single</comment>
        <translation>дама</translation>
    </message>
    <message>
        <location filename="../../dealer_app/messages.py" line="179"/>
        <source>king</source>
        <comment>single</comment>
        <translation>король</translation>
    </message>
    <message>
        <location filename="../../dealer_app/messages.py" line="180"/>
        <source>ace</source>
        <comment>single</comment>
        <translation>туз</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="382"/>
        <source>A hand in the history cannot change.</source>
        <translation>Раздачу из истории изменить нельзя.</translation>
    </message>
</context>
<context>
    <name>ReplayPane</name>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="419"/>
        <source>Start  [Home]</source>
        <translation>Начало  [Home]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="420"/>
        <source>◀ Back  [←]</source>
        <translation>◀ Назад  [←]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="421"/>
        <source>Forward ▶  [→]</source>
        <translation>Вперёд ▶  [→]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="422"/>
        <source>End  [End]</source>
        <translation>Конец  [End]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="463"/>
        <source>Step 0 of %1: the hand as dealt</source>
        <translation>Шаг 0 из %1: раздача после сдачи карт</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="466"/>
        <source>Step %1 of %2: %3</source>
        <translation>Шаг %1 из %2: %3</translation>
    </message>
</context>
<context>
    <name>Seat</name>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="58"/>
        <source>Sitting out</source>
        <translation>Отсутствует</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="59"/>
        <source>Sits out next hand</source>
        <translation>Отходит со следующей раздачи</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="60"/>
        <source>Waits for the big blind</source>
        <translation>Ждёт большого блайнда</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="61"/>
        <source>Posts to enter</source>
        <translation>Ставит блайнд для входа</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="62"/>
        <source>No chips</source>
        <translation>Нет фишек</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="63"/>
        <source>Not dealt in</source>
        <translation>Не в раздаче</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="70"/>
        <source>Empty</source>
        <translation>Свободно</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="71"/>
        <source>In this hand</source>
        <translation>В раздаче</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="74"/>
        <source>Playing</source>
        <translation>Играет</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="95"/>
        <source>Seat %1</source>
        <translation>Место %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="108"/>
        <source>This hand is not played at a table.</source>
        <translation>Эта раздача играется не за столом.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="111"/>
        <source>Seat a player here…</source>
        <translation>Посадить сюда игрока…</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="113"/>
        <source>Add chips…</source>
        <translation>Добавить фишки…</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="115"/>
        <source>Come back</source>
        <translation>Вернуться</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="117"/>
        <source>Sit out</source>
        <translation>Отойти</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="121"/>
        <source>Wait for the big blind</source>
        <translation>Ждать большого блайнда</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="126"/>
        <source>Post a big blind to play now</source>
        <translation>Поставить большой блайнд и играть сейчас</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="129"/>
        <source>Leave the table</source>
        <translation>Уйти из-за стола</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="131"/>
        <source>Players…  [F2]</source>
        <translation>Игроки…  [F2]</translation>
    </message>
</context>
<context>
    <name>SeatWidget</name>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="99"/>
        <source>Seat %1</source>
        <translation>Место %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="105"/>
        <source>D</source>
        <comment>dealer button</comment>
        <translation>D</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="106"/>
        <source>SB</source>
        <comment>small blind</comment>
        <translation>МБ</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="107"/>
        <source>BB</source>
        <comment>big blind</comment>
        <translation>ББ</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="145"/>
        <source>Empty</source>
        <translation>Свободно</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="153"/>
        <location filename="../../dealer_app/ui/trainer_live.py" line="128"/>
        <source>Stack %1</source>
        <translation>Стек %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="155"/>
        <source>In front: %1</source>
        <translation>Ставка: %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="162"/>
        <source>Folded</source>
        <translation>Пас</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="164"/>
        <source>Mucked</source>
        <translation>В маке</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="167"/>
        <location filename="../../dealer_app/ui/table_view.py" line="169"/>
        <source>All-in</source>
        <translation>Олл-ин</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="167"/>
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
        <location filename="../../dealer_app/ui/settings_dialog.py" line="29"/>
        <source>Follow the system</source>
        <translation>Как в системе</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/settings_dialog.py" line="32"/>
        <source>Language</source>
        <translation>Язык</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/settings_dialog.py" line="34"/>
        <source>The language changes at once.</source>
        <translation>Язык меняется сразу.</translation>
    </message>
</context>
<context>
    <name>SetupDialog</name>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="120"/>
        <source>New event</source>
        <translation>Новый турнир</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="123"/>
        <source>Tournament</source>
        <translation>Турнир</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="124"/>
        <source>&amp;Name</source>
        <translation>&amp;Название</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="129"/>
        <source>%1 (saved)</source>
        <translation>%1 (сохранена)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="131"/>
        <source>&amp;Structure</source>
        <translation>&amp;Структура</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="132"/>
        <source>&amp;Buy-in (fee included)</source>
        <translation>&amp;Бай-ин (с комиссией)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="133"/>
        <source>&amp;Fee</source>
        <translation>&amp;Комиссия</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="134"/>
        <source>Starting s&amp;tack</source>
        <translation>С&amp;тартовый стек</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="135"/>
        <source>M&amp;inimum field</source>
        <translation>М&amp;инимум игроков</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="136"/>
        <source>Ma&amp;ximum field</source>
        <translation>&amp;Максимум игроков</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="95"/>
        <source>Standard</source>
        <translation>Стандартная</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="96"/>
        <source>Turbo</source>
        <translation>Турбо</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="97"/>
        <source>Deep stack</source>
        <translation>Дипстек</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="98"/>
        <source>Mixed games</source>
        <translation>Смешанные игры</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="137"/>
        <source>Seats per t&amp;able</source>
        <translation>Мест за сто&amp;лом</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="138"/>
        <source>Tables a&amp;vailable</source>
        <translation>Столов в нали&amp;чии</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="139"/>
        <source>&amp;Late registration until level</source>
        <translation>&amp;Поздняя регистрация до уровня</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="140"/>
        <source>&amp;Re-entries allowed</source>
        <translation>Повторных вхо&amp;дов</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="142"/>
        <source>Hand-for-hand: seconds per &amp;hand</source>
        <translation>Рука за руку: секунд на &amp;раздачу</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="145"/>
        <source>Draw s&amp;eed</source>
        <translation>&amp;Зерно жеребьёвки</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="147"/>
        <source>Rebuys until level (0: none)</source>
        <translation>Ребаи до уровня (0: нет)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="148"/>
        <source>Rebuy price</source>
        <translation>Цена ребая</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="149"/>
        <source>Rebuy chips</source>
        <translation>Фишки ребая</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="150"/>
        <source>Add-on at level (0: none)</source>
        <translation>Аддон на уровне (0: нет)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="151"/>
        <source>Add-on price</source>
        <translation>Цена аддона</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="152"/>
        <source>Add-on chips</source>
        <translation>Фишки аддона</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="154"/>
        <source>up to N entries: shares of places 1, 2, 3...</source>
        <translation>до N входов: доли мест 1, 2, 3...</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="156"/>
        <source>&amp;Payouts by field size</source>
        <translation>&amp;Выплаты по числу входов</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="157"/>
        <source>Beyond the last row: per cent paid</source>
        <translation>После последней строки: процент призовых мест</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="162"/>
        <source>Small blind</source>
        <translation>Малый блайнд</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="163"/>
        <source>Big blind</source>
        <translation>Большой блайнд</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="164"/>
        <source>Ante</source>
        <translation>Анте</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="165"/>
        <source>Minutes</source>
        <translation>Минуты</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="166"/>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="167"/>
        <source>Break</source>
        <translation>Перерыв</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="170"/>
        <source>Save this set-&amp;up under its name</source>
        <translation>Со&amp;хранить эти настройки под их названием</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="181"/>
        <source>Levels (a break has its minutes only):</source>
        <translation>Уровни (у перерыва — только минуты):</translation>
    </message>
</context>
<context>
    <name>ShowdownPanel</name>
    <message>
        <location filename="../../dealer_app/ui/showdown.py" line="49"/>
        <source>▼ More below: scroll down</source>
        <translation>▼ Ниже есть ещё: прокрутите вниз</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/showdown.py" line="136"/>
        <source>Odd chip to seat %1 (%2): %3</source>
        <translation>Лишняя фишка — месту %1 (%2): %3</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/showdown.py" line="155"/>
        <source>Odd chip to the high half: %1 splits %2 high / %3 low (the high half takes the odd chip).</source>
        <translation>Лишняя фишка хаю: %1 делится на %2 хай / %3 лоу (лишнюю фишку берёт хай).</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/showdown.py" line="168"/>
        <source>Pot %1</source>
        <translation>Банк %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/showdown.py" line="170"/>
        <source>Main pot %1</source>
        <translation>Основной банк %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/showdown.py" line="173"/>
        <source>Side pot %1: %2</source>
        <translation>Побочный банк %1: %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/showdown.py" line="178"/>
        <source>between %1</source>
        <translation>между %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/showdown.py" line="188"/>
        <source>high half</source>
        <translation>хай</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/showdown.py" line="189"/>
        <source>low half</source>
        <translation>лоу</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/showdown.py" line="193"/>
        <source>%1 wins the %2: %3</source>
        <translation>%1 выигрывает %2: %3</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/showdown.py" line="195"/>
        <source>%1 wins %3</source>
        <translation>%1 выигрывает %3</translation>
    </message>
</context>
<context>
    <name>StacksDialog</name>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="381"/>
        <source>Chip race at table %1</source>
        <translation>Розыгрыш фишек за столом %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="381"/>
        <source>Chips at table %1</source>
        <translation>Фишки за столом %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="388"/>
        <source>Leaving chip</source>
        <translation>Уходящая фишка</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="402"/>
        <source>cards for the odd chips, e.g. As 7d</source>
        <translation>карты для лишних фишек, напр. As 7d</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="416"/>
        <source>Each player&apos;s chips of the leaving colour, and one card per odd chip:</source>
        <translation>Фишки уходящего цвета у каждого игрока и по карте на каждую лишнюю фишку:</translation>
    </message>
</context>
<context>
    <name>Stakes</name>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="512"/>
        <source>limit %1/%2, bring-in %3</source>
        <translation>лимит %1/%2, бринг-ин %3</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="521"/>
        <source>limit %1/%2, blinds %3/%4</source>
        <translation>лимит %1/%2, блайнды %3/%4</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="529"/>
        <source>blinds %1/%2</source>
        <translation>блайнды %1/%2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="535"/>
        <source>big-blind ante %1</source>
        <translation>анте большого блайнда %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="537"/>
        <source>ante %1</source>
        <translation>анте %1</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="276"/>
        <location filename="../../dealer_app/ui/table_view.py" line="301"/>
        <source>%1 · level %2</source>
        <translation>%1 · уровень %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="306"/>
        <source>Dealer&apos;s choice</source>
        <translation>Выбор дилера</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="310"/>
        <source>Between hands</source>
        <translation>Между раздачами</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="321"/>
        <source>Paid: %1</source>
        <translation>Выплачено: %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="326"/>
        <source>Pot %1</source>
        <translation>Банк %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="339"/>
        <source>Main pot %1</source>
        <translation>Основной банк %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="344"/>
        <source>Side pot %1: %2</source>
        <translation>Побочный банк %1: %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="467"/>
        <source>Dealer</source>
        <translation>Дилер</translation>
    </message>
</context>
<context>
    <name>TrainerWindow</name>
    <message>
        <location filename="../../dealer_app/ui/trainer.py" line="211"/>
        <source>%1 — training room</source>
        <translation>%1 — учебный класс</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer.py" line="212"/>
        <source>&amp;Student:</source>
        <translation>&amp;Ученик:</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer.py" line="214"/>
        <source>Mode:</source>
        <translation>Режим:</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer.py" line="215"/>
        <source>&amp;Learn (explained)</source>
        <translation>&amp;Обучение (с объяснением)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer.py" line="216"/>
        <source>&amp;Practice (timed)</source>
        <translation>&amp;Тренировка (на время)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer.py" line="217"/>
        <source>&amp;Exam (a code)</source>
        <translation>&amp;Экзамен (по коду)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer.py" line="218"/>
        <source>Live &amp;dealing (figures hidden)</source>
        <translation>&amp;Живая раздача (цифры скрыты)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer.py" line="219"/>
        <source>Exam &amp;code:</source>
        <translation>&amp;Код экзамена:</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer.py" line="221"/>
        <source>Result files go to:</source>
        <translation>Файлы результатов сохраняются в:</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer.py" line="222"/>
        <source>Choose…</source>
        <translation>Выбрать…</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer.py" line="223"/>
        <source>Skills</source>
        <translation>Навыки</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer.py" line="224"/>
        <source>Games</source>
        <translation>Игры</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer.py" line="229"/>
        <source>S&amp;tart  [Enter]</source>
        <translation>&amp;Начать  [Enter]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer.py" line="230"/>
        <source>My &amp;report</source>
        <translation>&amp;Мой отчёт</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer.py" line="231"/>
        <source>&amp;Instructor…</source>
        <translation>&amp;Инструктор…</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer.py" line="232"/>
        <source>&amp;Back  [Esc]</source>
        <translation>&amp;Назад  [Esc]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer.py" line="259"/>
        <source>Result files go to</source>
        <translation>Файлы результатов сохраняются в</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer.py" line="313"/>
        <source>Question %1 of %2 · %3</source>
        <translation>Вопрос %1 из %2 · %3</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer.py" line="320"/>
        <source>%1 · rules: %2</source>
        <translation>%1 · правила: %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer.py" line="326"/>
        <source>smallest chip %1</source>
        <translation>самая мелкая фишка %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer.py" line="347"/>
        <source>Type the amount, then Enter.</source>
        <translation>Введите сумму, затем Enter.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer.py" line="348"/>
        <source>Type the seat number, then Enter.</source>
        <translation>Введите номер места, затем Enter.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer.py" line="349"/>
        <source>Type the number of your choice, then Enter.</source>
        <translation>Введите номер варианта, затем Enter.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer.py" line="351"/>
        <source>Each pot: its amount, a colon, the seats that can win it; pots apart by &apos;;&apos; (350: 1 2 3; 400: 2 3). Enter.</source>
        <translation>Каждый банк: сумма, двоеточие, места, которые могут его выиграть; банки через «;» (350: 1 2 3; 400: 2 3). Enter.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer.py" line="355"/>
        <source>Each pot: seat=chips for every seat paid; pots apart by &apos;;&apos;, main pot first (2=51 3=25 4=25; 2=40). Enter.</source>
        <translation>Каждый банк: место=фишки для каждого получающего места; банки через «;», основной первым (2=51 3=25 4=25; 2=40). Enter.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer.py" line="359"/>
        <source>The seats that win a chip, &apos;/&apos;, the value removed (minus if the race adds chips): 1 3 / 25, or - / -75. Enter.</source>
        <translation>Места, получающие фишку, &apos;/&apos;, изъятая сумма (минус, если розыгрыш добавляет фишки): 1 3 / 25 или - / -75. Enter.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer.py" line="372"/>
        <source>Time left %1</source>
        <translation>Осталось времени %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer.py" line="375"/>
        <source>Score %1 · right %2 of %3 · streak %4 (best %5)</source>
        <translation>Баллы %1 · верно %2 из %3 · серия %4 (лучшая %5)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer.py" line="386"/>
        <source>%1 s (target %2 s)</source>
        <translation>%1 с (цель %2 с)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer.py" line="427"/>
        <source>Answer kept. Enter: the next question.</source>
        <translation>Ответ сохранён. Enter: следующий вопрос.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer.py" line="442"/>
        <source>Right: %1 points.</source>
        <translation>Верно: %1 баллов.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer.py" line="444"/>
        <source>Wrong. The right answer: %1</source>
        <translation>Неверно. Верный ответ: %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer.py" line="450"/>
        <source>Enter: the next question · Esc: stop</source>
        <translation>Enter: следующий вопрос · Esc: стоп</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer.py" line="464"/>
        <source>Exam %1 — %2</source>
        <translation>Экзамен %1 — %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer.py" line="470"/>
        <source>Right %1 of %2 · %3 points</source>
        <translation>Верно %1 из %2 · баллов: %3</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer.py" line="479"/>
        <source>Result file: %1</source>
        <translation>Файл результатов: %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer.py" line="484"/>
        <source>The result file could not be written: %1</source>
        <translation>Не удалось записать файл результатов: %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer.py" line="495"/>
        <source>Your answer: %1</source>
        <translation>Ваш ответ: %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer.py" line="504"/>
        <source>Not answered in time: %1</source>
        <translation>Без ответа за отведённое время: %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer.py" line="554"/>
        <source>Report of %1</source>
        <translation>Отчёт: %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer.py" line="559"/>
        <source>Answers from %1 to %2.</source>
        <translation>Ответы с %1 по %2.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer.py" line="569"/>
        <source>strong</source>
        <translation>сильно</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer.py" line="569"/>
        <source>weak</source>
        <translation>слабо</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer.py" line="584"/>
        <source>Skill</source>
        <translation>Навык</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer.py" line="585"/>
        <source>Answers</source>
        <translation>Ответы</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer.py" line="586"/>
        <source>Right</source>
        <translation>Верно</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer.py" line="587"/>
        <source>Lately</source>
        <translation>В последнее время</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer.py" line="588"/>
        <source>Time / target</source>
        <translation>Время / цель</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer.py" line="596"/>
        <source>No answers yet.</source>
        <translation>Ответов пока нет.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer.py" line="600"/>
        <source>Not tried yet: %1</source>
        <translation>Ещё не пробовали: %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer.py" line="608"/>
        <source>Weak spots: %1</source>
        <translation>Слабые места: %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/trainer.py" line="617"/>
        <source>Next drill: %1 in %2.</source>
        <translation>Следующее упражнение: %1, игра %2.</translation>
    </message>
</context>
</TS>
