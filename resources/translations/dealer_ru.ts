<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>ActionPanel</name>
    <message>
        <source>Next hand</source>
        <translation>Следующая раздача</translation>
    </message>
    <message>
        <source>Fold</source>
        <translation>Пас</translation>
    </message>
    <message>
        <source>Call</source>
        <translation>Колл</translation>
    </message>
    <message>
        <source>Bring-in</source>
        <translation>Бринг-ин</translation>
    </message>
    <message>
        <source>Raise</source>
        <translation>Рейз</translation>
    </message>
    <message>
        <source>Big bet</source>
        <translation>Большая ставка</translation>
    </message>
    <message>
        <source>Min</source>
        <translation>Мин</translation>
    </message>
    <message>
        <source>½ pot</source>
        <translation>½ банка</translation>
    </message>
    <message>
        <source>Pot</source>
        <translation>Банк</translation>
    </message>
    <message>
        <source>All-in</source>
        <translation>Олл-ин</translation>
    </message>
    <message>
        <source>Type the cards: Ah Kd 7c</source>
        <translation>Введите карты: Ah Kd 7c</translation>
    </message>
    <message>
        <source>The suits typed: c clubs ♣, d diamonds ♦, h hearts ♥, s spades ♠.</source>
        <translation>Масти вводятся по-английски: c трефы ♣, d бубны ♦, h червы ♥, s пики ♠.</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Ввод</translation>
    </message>
    <message>
        <source>Show known cards</source>
        <translation>Показать известные карты</translation>
    </message>
    <message>
        <source>Muck</source>
        <translation>В мак</translation>
    </message>
    <message>
        <source>Stand pat</source>
        <translation>Без обмена</translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation>Обмен %1</translation>
    </message>
    <message>
        <source>Between hands: deal the next hand (N).</source>
        <translation>Между раздачами: сдайте следующую раздачу (N).</translation>
    </message>
    <message>
        <source>Next hand: %1, %2; the button is on seat %3.</source>
        <translation>Следующая раздача: %1, %2; баттон на месте %3.</translation>
    </message>
    <message>
        <source>Press the number of the game %1 names:</source>
        <translation>Нажмите номер игры, которую называет %1:</translation>
    </message>
    <message>
        <source>%1 brings in or completes.</source>
        <translation>%1 ставит бринг-ин или дополняет.</translation>
    </message>
    <message>
        <source>%1 to act: check or bet.</source>
        <translation>Ход игрока %1: чек или ставка.</translation>
    </message>
    <message>
        <source>%1 to act: %2 to call.</source>
        <translation>Ход игрока %1: %2 для колла.</translation>
    </message>
    <message>
        <source>Bring-in %1</source>
        <translation>Бринг-ин %1</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Чек</translation>
    </message>
    <message>
        <source>Call %1 (all-in)</source>
        <translation>Колл %1 (олл-ин)</translation>
    </message>
    <message>
        <source>Call %1</source>
        <translation>Колл %1</translation>
    </message>
    <message>
        <source>Complete to</source>
        <translation>Дополнить до</translation>
    </message>
    <message>
        <source>Bet</source>
        <translation>Ставка</translation>
    </message>
    <message>
        <source>Raise to</source>
        <translation>Рейз до</translation>
    </message>
    <message>
        <source>Big bet %1</source>
        <translation>Большая ставка %1</translation>
    </message>
    <message>
        <source>min %1 · max %2</source>
        <translation>мин %1 · макс %2</translation>
    </message>
    <message>
        <source>The betting is capped: call or fold only.</source>
        <translation>Лимит рейзов исчерпан (кэп): только колл или пас.</translation>
    </message>
    <message>
        <source>Betting not re-opened: call or fold only.</source>
        <translation>Торговля не открыта заново: только колл или пас.</translation>
    </message>
    <message>
        <source>No chips left beyond a call.</source>
        <translation>Кроме колла фишек не осталось.</translation>
    </message>
    <message>
        <source>Every other player is all-in: call or fold.</source>
        <translation>Все остальные игроки в олл-ине: колл или пас.</translation>
    </message>
    <message>
        <source>Showdown order: %1. Type the cards shown, or muck.</source>
        <translation>Порядок вскрытия: %1. Введите открытые карты или отправьте их в мак.</translation>
    </message>
    <message>
        <source>%1&apos;s cards:</source>
        <translation>Карты игрока %1:</translation>
    </message>
    <message>
        <source>Type the upcard (or all three third-street cards, upcard last).</source>
        <translation>Введите открытую карту (или все три карты третьей улицы, открытую последней).</translation>
    </message>
    <message>
        <source>Type the %1 upcard of %2.</source>
        <translation>Введите открытую карту игрока %2 (%1).</translation>
    </message>
    <message>
        <source>%1&apos;s upcard:</source>
        <translation>Открытая (%1):</translation>
    </message>
    <message>
        <source>Type the cards or click them below; cards in play are greyed out.</source>
        <translation>Введите карты (c ♣ d ♦ h ♥ s ♠) или выберите их ниже; серые — в игре.</translation>
    </message>
    <message>
        <source>The %1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <source>%1 [%2] is not possible now: %3</source>
        <translation>%1 [%2] сейчас невозможно: %3</translation>
    </message>
    <message>
        <source>the card field</source>
        <translation>поле карт</translation>
    </message>
    <message>
        <source>the amount</source>
        <translation>поле суммы</translation>
    </message>
    <message>
        <source>The key %1 does nothing now (nothing was typed into %2): %3</source>
        <translation>Клавиша %1 сейчас ничего не делает (в %2 ничего не введено): %3</translation>
    </message>
    <message>
        <source>The key %1 does nothing now: %3</source>
        <translation>Клавиша %1 сейчас ничего не делает: %3</translation>
    </message>
    <message>
        <source>the hand is not over: %1</source>
        <translation>раздача не закончена: %1</translation>
    </message>
    <message>
        <source>Not entered: %1. %2</source>
        <translation>Не введено: %1. %2</translation>
    </message>
    <message>
        <source>Type the amount first (%1 to %2), or press M for the minimum.</source>
        <translation>Сначала введите сумму (от %1 до %2) или нажмите M для минимума.</translation>
    </message>
</context>
<context>
    <name>Announcer</name>
    <message>
        <source>No sound on this computer: the clock&apos;s chime is not heard.</source>
        <translation>На этом компьютере нет звука: сигнал часов не слышен.</translation>
    </message>
    <message>
        <source>No speech engine on this computer: the levels are not spoken.</source>
        <translation>На этом компьютере нет синтеза речи: уровни не объявляются голосом.</translation>
    </message>
</context>
<context>
    <name>ClockBar</name>
    <message>
        <source>(paused)</source>
        <translation>(пауза)</translation>
    </message>
    <message>
        <source>Break</source>
        <translation>Перерыв</translation>
    </message>
    <message>
        <source>Level %1 of %2</source>
        <translation>Уровень %1 из %2</translation>
    </message>
    <message>
        <source>last level</source>
        <translation>последний уровень</translation>
    </message>
    <message>
        <source>Then a break of %1</source>
        <translation>Затем перерыв на %1</translation>
    </message>
    <message>
        <source>Then %1</source>
        <translation>Затем %1</translation>
    </message>
</context>
<context>
    <name>Director</name>
    <message>
        <source>break</source>
        <translation>перерыв</translation>
    </message>
    <message>
        <source>ante %1, bring-in %2</source>
        <translation>анте %1, бринг-ин %2</translation>
    </message>
    <message>
        <source>big-blind ante %1</source>
        <translation>анте большого блайнда %1</translation>
    </message>
    <message>
        <source>ante %1</source>
        <translation>анте %1</translation>
    </message>
    <message>
        <source>limits %1/%2</source>
        <translation>лимиты %1/%2</translation>
    </message>
    <message>
        <source>place %1</source>
        <translation>место %1</translation>
    </message>
    <message>
        <source>places %1 to %2 shared</source>
        <translation>места с %1 по %2 поровну</translation>
    </message>
    <message>
        <source>Move %1, table %2 seat %3, to table %4 seat %5.</source>
        <translation>%1: со стола %2, место %3, за стол %4, место %5.</translation>
    </message>
    <message>
        <source>Move %1, table %2 seat %3, to table %4 seat %5: the big blind there.</source>
        <translation>%1: со стола %2, место %3, за стол %4, место %5 — на большой блайнд.</translation>
    </message>
    <message>
        <source>%1: table %2 seat %3.</source>
        <translation>%1: стол %2 место %3.</translation>
    </message>
    <message>
        <source>%1: table %2 seat %3 (dealt in once the button has passed).</source>
        <translation>%1: стол %2 место %3 (получает карты, когда пройдёт баттон).</translation>
    </message>
    <message>
        <source>Table %1 breaks.</source>
        <translation>Стол %1 расформирован.</translation>
    </message>
    <message>
        <source>%1 is out: %2.</source>
        <translation>%1 выбывает: %2.</translation>
    </message>
    <message>
        <source>%1 is out: %2, prize %3.</source>
        <translation>%1 выбывает: %2, приз %3.</translation>
    </message>
    <message>
        <source>Level %1: %2.</source>
        <translation>Уровень %1: %2.</translation>
    </message>
    <message>
        <source>%1 wins the event.</source>
        <translation>%1 выигрывает турнир.</translation>
    </message>
    <message>
        <source>The event is cancelled: below the minimum field. Refund every entry.</source>
        <translation>Турнир отменён: игроков меньше минимума. Верните деньги за каждый вход.</translation>
    </message>
    <message>
        <source>%1 keeps his own bounty: %2.</source>
        <translation>%1 сохраняет свой баунти: %2.</translation>
    </message>
    <message>
        <source>%1 wins the bounty on %2: %3.</source>
        <translation>%1 забирает баунти за игрока %2: %3.</translation>
    </message>
    <message>
        <source>Table %1 opens.</source>
        <translation>Открывается стол %1.</translation>
    </message>
    <message>
        <source>Table %1 seat %2 is reserved.</source>
        <translation>Стол %1, место %2: забронировано.</translation>
    </message>
    <message>
        <source>Table %1 seat %2 is free again.</source>
        <translation>Стол %1, место %2: снова свободно.</translation>
    </message>
    <message>
        <source>The bubble: %1 left, %2 paid. The next one out wins nothing.</source>
        <translation>Баббл: осталось игроков — %1, призовых мест — %2. Кто выбудет следующим, ничего не получит.</translation>
    </message>
    <message>
        <source>The final table is formed: hand-for-hand ends, the clock runs.</source>
        <translation>Финальный стол сформирован: режим «рука в руку» окончен, часы идут.</translation>
    </message>
    <message>
        <source>The money is reached: hand-for-hand ends, the clock runs.</source>
        <translation>Призовая зона достигнута: режим «рука в руку» окончен, часы идут.</translation>
    </message>
    <message>
        <source>%1 has paid %2.</source>
        <translation>%1: оплачено %2.</translation>
    </message>
    <message>
        <source>Deal accepted: %1.</source>
        <translation>Сделка принята: %1.</translation>
    </message>
    <message>
        <source>Chip race at table %1: %2</source>
        <translation>Розыгрыш фишек за столом %1: %2</translation>
    </message>
    <message>
        <source>the entry of %1</source>
        <translation>вход игрока %1</translation>
    </message>
    <message>
        <source>the withdrawal of %1</source>
        <translation>снятие игрока %1</translation>
    </message>
    <message>
        <source>the rebuy of %1</source>
        <translation>ребай игрока %1</translation>
    </message>
    <message>
        <source>the add-on of %1</source>
        <translation>аддон игрока %1</translation>
    </message>
    <message>
        <source>the payment of %1</source>
        <translation>оплата игрока %1</translation>
    </message>
    <message>
        <source>the move of %1</source>
        <translation>пересадка игрока %1</translation>
    </message>
    <message>
        <source>the hand played at table %1</source>
        <translation>сыгранная раздача за столом %1</translation>
    </message>
    <message>
        <source>the chip count at table %1</source>
        <translation>пересчёт фишек за столом %1</translation>
    </message>
    <message>
        <source>the chip race at table %1</source>
        <translation>розыгрыш фишек за столом %1</translation>
    </message>
    <message>
        <source>the opening of table %1</source>
        <translation>открытие стола %1</translation>
    </message>
    <message>
        <source>the closing of table %1</source>
        <translation>закрытие стола %1</translation>
    </message>
    <message>
        <source>the elimination of %1</source>
        <translation>выбывание (%1)</translation>
    </message>
    <message>
        <source>the button at table %1 seat %2</source>
        <translation>баттон за столом %1, место %2</translation>
    </message>
    <message>
        <source>the reserved seat at table %1 seat %2</source>
        <translation>бронь места %2 за столом %1</translation>
    </message>
    <message>
        <source>the seat freed at table %1 seat %2</source>
        <translation>освобождение места %2 за столом %1</translation>
    </message>
    <message>
        <source>the seat swap of %1 and %2</source>
        <translation>обмен местами (%1, %2)</translation>
    </message>
    <message>
        <source>%1 added to the clock</source>
        <translation>%1 добавлено к часам</translation>
    </message>
    <message>
        <source>%1 taken off the clock</source>
        <translation>%1 снято с часов</translation>
    </message>
    <message>
        <source>the move to level %1</source>
        <translation>переход на уровень %1</translation>
    </message>
    <message>
        <source>the start of hand-for-hand</source>
        <translation>начало режима «рука в руку»</translation>
    </message>
    <message>
        <source>the end of hand-for-hand</source>
        <translation>конец режима «рука в руку»</translation>
    </message>
    <message>
        <source>the deal</source>
        <translation>сделка</translation>
    </message>
    <message>
        <source>the start and its seat draw</source>
        <translation>старт и жеребьёвка мест</translation>
    </message>
    <message>
        <source>the pause of the clock</source>
        <translation>пауза часов</translation>
    </message>
    <message>
        <source>the restart of the clock</source>
        <translation>пуск часов</translation>
    </message>
    <message>
        <source>the hand-for-hand hand</source>
        <translation>раздача в режиме «рука в руку»</translation>
    </message>
    <message>
        <source>the last action</source>
        <translation>последнее действие</translation>
    </message>
</context>
<context>
    <name>DirectorWindow</name>
    <message>
        <source>Tournament director</source>
        <translation>Директор турнира</translation>
    </message>
    <message>
        <source>&amp;Event</source>
        <translation>&amp;Турнир</translation>
    </message>
    <message>
        <source>&amp;New event…</source>
        <translation>&amp;Новый турнир…</translation>
    </message>
    <message>
        <source>&amp;Open an event…</source>
        <translation>&amp;Открыть турнир…</translation>
    </message>
    <message>
        <source>&amp;Save the event&apos;s record…</source>
        <translation>&amp;Сохранить запись турнира…</translation>
    </message>
    <message>
        <source>Print the &amp;entry list…</source>
        <translation>Печать списка &amp;входов…</translation>
    </message>
    <message>
        <source>Print the &amp;results…</source>
        <translation>Печать &amp;результатов…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Закрыть</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <source>S&amp;tart: draw the seats  [F9]</source>
        <translation>&amp;Старт: жеребьёвка мест  [F9]</translation>
    </message>
    <message>
        <source>&amp;Eliminate the chosen players  [E]</source>
        <translation>&amp;Выбить выбранных игроков  [E]</translation>
    </message>
    <message>
        <source>&amp;Pause or resume the clock  [F5]</source>
        <translation>&amp;Пауза / пуск часов  [F5]</translation>
    </message>
    <message>
        <source>One minute &amp;more  [Ctrl++]</source>
        <translation>На минуту &amp;больше  [Ctrl++]</translation>
    </message>
    <message>
        <source>One minute &amp;less  [Ctrl+-]</source>
        <translation>На минуту &amp;меньше  [Ctrl+-]</translation>
    </message>
    <message>
        <source>&amp;Hand-for-hand on or off  [F6]</source>
        <translation>Режим «&amp;рука в руку» вкл. или выкл.  [F6]</translation>
    </message>
    <message>
        <source>&amp;Print seat cards…</source>
        <translation>Печать &amp;карточек мест…</translation>
    </message>
    <message>
        <source>&amp;Go to a level…  [Ctrl+G]</source>
        <translation>Перейти к &amp;уровню…  [Ctrl+G]</translation>
    </message>
    <message>
        <source>E&amp;very table has played the hand  [F7]</source>
        <translation>Все с&amp;толы сыграли раздачу  [F7]</translation>
    </message>
    <message>
        <source>&amp;Floor</source>
        <translation>&amp;Рассадка</translation>
    </message>
    <message>
        <source>&amp;Find a player  [Ctrl+F]</source>
        <translation>&amp;Найти игрока  [Ctrl+F]</translation>
    </message>
    <message>
        <source>&amp;Move the chosen player…  [M]</source>
        <translation>&amp;Пересадить выбранного игрока…  [M]</translation>
    </message>
    <message>
        <source>&amp;Swap the two chosen players  [S]</source>
        <translation>По&amp;менять местами двух выбранных игроков  [S]</translation>
    </message>
    <message>
        <source>&amp;Reserve or free a seat…  [V]</source>
        <translation>За&amp;бронировать или освободить место…  [V]</translation>
    </message>
    <message>
        <source>&amp;Open a table…</source>
        <translation>&amp;Открыть стол…</translation>
    </message>
    <message>
        <source>&amp;Close a table…</source>
        <translation>&amp;Закрыть стол…</translation>
    </message>
    <message>
        <source>Mark the chosen entry &amp;paid  [Ctrl+M]</source>
        <translation>Отметить оплату выбранного &amp;входа  [Ctrl+M]</translation>
    </message>
    <message>
        <source>Registration  [Ctrl+1]</source>
        <translation>Регистрация  [Ctrl+1]</translation>
    </message>
    <message>
        <source>Tables  [Ctrl+2]</source>
        <translation>Столы  [Ctrl+2]</translation>
    </message>
    <message>
        <source>Clock  [Ctrl+3]</source>
        <translation>Часы  [Ctrl+3]</translation>
    </message>
    <message>
        <source>Payouts and results  [Ctrl+4]</source>
        <translation>Выплаты и результаты  [Ctrl+4]</translation>
    </message>
    <message>
        <source>Deal  [Ctrl+5]</source>
        <translation>Сделка  [Ctrl+5]</translation>
    </message>
    <message>
        <source>Read out:</source>
        <translation>Объявить:</translation>
    </message>
    <message>
        <source>Player&apos;s name, then Enter</source>
        <translation>Имя игрока, затем Enter</translation>
    </message>
    <message>
        <source>Paid</source>
        <translation>Оплачено</translation>
    </message>
    <message>
        <source>Register  [Enter]</source>
        <translation>Записать  [Enter]</translation>
    </message>
    <message>
        <source>Withdraw the chosen entry</source>
        <translation>Снять выбранный вход</translation>
    </message>
    <message>
        <source>Mark the chosen entry paid  [Ctrl+M]</source>
        <translation>Отметить оплату выбранного входа  [Ctrl+M]</translation>
    </message>
    <message>
        <source>Start: draw the seats  [F9]</source>
        <translation>Старт: жеребьёвка мест  [F9]</translation>
    </message>
    <message>
        <source>Find a player: name, then Enter  [Ctrl+F]</source>
        <translation>Найти игрока: имя, затем Enter  [Ctrl+F]</translation>
    </message>
    <message>
        <source>Eliminate the chosen players  [E]</source>
        <translation>Выбить выбранных игроков  [E]</translation>
    </message>
    <message>
        <source>Rebuy  [R]</source>
        <translation>Ребай  [R]</translation>
    </message>
    <message>
        <source>Add-on  [A]</source>
        <translation>Аддон  [A]</translation>
    </message>
    <message>
        <source>Count the table&apos;s chips  [C]</source>
        <translation>Пересчитать фишки стола  [C]</translation>
    </message>
    <message>
        <source>Hand played at this table  [H]</source>
        <translation>Раздача сыграна за этим столом  [H]</translation>
    </message>
    <message>
        <source>The button is here  [B]</source>
        <translation>Баттон здесь  [B]</translation>
    </message>
    <message>
        <source>Chip race  [Ctrl+R]</source>
        <translation>Розыгрыш фишек  [Ctrl+R]</translation>
    </message>
    <message>
        <source>Move  [M]</source>
        <translation>Пересадить  [M]</translation>
    </message>
    <message>
        <source>Swap seats  [S]</source>
        <translation>Поменять местами  [S]</translation>
    </message>
    <message>
        <source>Reserve a seat  [V]</source>
        <translation>Забронировать место  [V]</translation>
    </message>
    <message>
        <source>Pause / resume  [F5]</source>
        <translation>Пауза / пуск  [F5]</translation>
    </message>
    <message>
        <source>+1 minute  [Ctrl++]</source>
        <translation>+1 минута  [Ctrl++]</translation>
    </message>
    <message>
        <source>-1 minute  [Ctrl+-]</source>
        <translation>-1 минута  [Ctrl+-]</translation>
    </message>
    <message>
        <source>Hand-for-hand  [F6]</source>
        <translation>Рука в руку  [F6]</translation>
    </message>
    <message>
        <source>Hand played everywhere  [F7]</source>
        <translation>Раздача сыграна везде  [F7]</translation>
    </message>
    <message>
        <source>Level:</source>
        <translation>Уровень:</translation>
    </message>
    <message>
        <source>Go to this level  [Ctrl+G]</source>
        <translation>Перейти на этот уровень  [Ctrl+G]</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Место</translation>
    </message>
    <message>
        <source>Prize</source>
        <translation>Приз</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Bounties won</source>
        <translation>Выигранные баунти</translation>
    </message>
    <message>
        <source>Enter each player&apos;s chips, then compute. The players decide.</source>
        <translation>Введите фишки каждого игрока и посчитайте. Решают игроки.</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Фишки</translation>
    </message>
    <message>
        <source>Chip chop</source>
        <translation>Делёж по фишкам</translation>
    </message>
    <message>
        <source>ICM</source>
        <translation>ICM</translation>
    </message>
    <message>
        <source>Compute the deal  [Ctrl+D]</source>
        <translation>Посчитать сделку  [Ctrl+D]</translation>
    </message>
    <message>
        <source>The players accept the chip chop</source>
        <translation>Игроки принимают делёж по фишкам</translation>
    </message>
    <message>
        <source>The players accept the ICM deal</source>
        <translation>Игроки принимают сделку по ICM</translation>
    </message>
    <message>
        <source>Room %1</source>
        <translation>Зал %1</translation>
    </message>
    <message>
        <source>The journal holds no event yet.</source>
        <translation>В журнале ещё нет турниров.</translation>
    </message>
    <message>
        <source>(over)</source>
        <translation>(окончен)</translation>
    </message>
    <message>
        <source>Open an event</source>
        <translation>Открыть турнир</translation>
    </message>
    <message>
        <source>Event:</source>
        <translation>Турнир:</translation>
    </message>
    <message>
        <source>Open or create an event first (Ctrl+N).</source>
        <translation>Сначала откройте или создайте турнир (Ctrl+N).</translation>
    </message>
    <message numerus="yes">
        <source>%n entries, fewer than the minimum of %1: cancel the event and refund every entry?</source>
        <translation>
            <numerusform>%n вход, меньше минимума %1: отменить турнир и вернуть деньги за каждый вход?</numerusform>
            <numerusform>%n входа, меньше минимума %1: отменить турнир и вернуть деньги за каждый вход?</numerusform>
            <numerusform>%n входов, меньше минимума %1: отменить турнир и вернуть деньги за каждый вход?</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose the players eliminated on the table map.</source>
        <translation>Выберите выбывших игроков на схеме столов.</translation>
    </message>
    <message>
        <source>Bounty</source>
        <translation>Баунти</translation>
    </message>
    <message>
        <source>Who eliminated %1?</source>
        <translation>%1 — кто выбил?</translation>
    </message>
    <message>
        <source>Out in one hand at table %1</source>
        <translation>Выбывание в одной раздаче за столом %1</translation>
    </message>
    <message>
        <source>Their chips when the hand began (more chips, higher place):</source>
        <translation>Их фишки в начале раздачи (больше фишек — выше место):</translation>
    </message>
    <message>
        <source>Table and seat (e.g. 12 4):</source>
        <translation>Стол и место (например, 12 4):</translation>
    </message>
    <message>
        <source>Type the table and the seat: two numbers.</source>
        <translation>Введите стол и место: два числа.</translation>
    </message>
    <message>
        <source>Table:</source>
        <translation>Стол:</translation>
    </message>
    <message>
        <source>Nobody called %1 is seated.</source>
        <translation>Среди сидящих нет игрока %1.</translation>
    </message>
    <message>
        <source>Choose one player on the table map.</source>
        <translation>Выберите одного игрока на схеме столов.</translation>
    </message>
    <message>
        <source>Move %1 to</source>
        <translation>Куда пересадить: %1</translation>
    </message>
    <message>
        <source>Choose the two players who swap seats on the table map.</source>
        <translation>Выберите на схеме столов двух игроков, которые меняются местами.</translation>
    </message>
    <message>
        <source>Reserve or free a seat</source>
        <translation>Забронировать или освободить место</translation>
    </message>
    <message>
        <source>Open a table</source>
        <translation>Открыть стол</translation>
    </message>
    <message>
        <source>Close a table</source>
        <translation>Закрыть стол</translation>
    </message>
    <message>
        <source>Choose the entry that is paid.</source>
        <translation>Выберите оплаченный вход.</translation>
    </message>
    <message>
        <source>Choose the players on the table map.</source>
        <translation>Выберите игроков на схеме столов.</translation>
    </message>
    <message>
        <source>Choose a table on the map first.</source>
        <translation>Сначала выберите стол на схеме.</translation>
    </message>
    <message>
        <source>No chip leaves play in this event.</source>
        <translation>В этом турнире ни одна фишка не выходит из игры.</translation>
    </message>
    <message>
        <source>Chips are whole numbers.</source>
        <translation>Фишки — целые числа.</translation>
    </message>
    <message>
        <source>Entry list</source>
        <translation>Список входов</translation>
    </message>
    <message>
        <source>table %1 seat %2</source>
        <translation>стол %1 место %2</translation>
    </message>
    <message>
        <source>(not paid)</source>
        <translation>(не оплачено)</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Результаты</translation>
    </message>
    <message>
        <source>Print to PDF</source>
        <translation>Печать в PDF</translation>
    </message>
    <message>
        <source>Save the event&apos;s record</source>
        <translation>Сохранить запись турнира</translation>
    </message>
    <message>
        <source>Undone: the last action is taken back.</source>
        <translation>Отменено: последнее действие снято.</translation>
    </message>
    <message>
        <source>Done: %1.</source>
        <translation>Готово: %1.</translation>
    </message>
    <message>
        <source>%1 is out; the place follows when every table has played the hand.</source>
        <translation>%1 выбывает; место определится, когда все столы сыграют раздачу.</translation>
    </message>
    <message>
        <source>No event is open: Ctrl+N makes one.</source>
        <translation>Турнир не открыт: Ctrl+N создаёт новый.</translation>
    </message>
    <message>
        <source>(out)</source>
        <translation>(вне турнира)</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Место %1</translation>
    </message>
    <message>
        <source>Compute the deal first (Ctrl+D).</source>
        <translation>Сначала посчитайте сделку (Ctrl+D).</translation>
    </message>
    <message>
        <source>The players accept this deal and the event ends: %1?</source>
        <translation>Игроки принимают эту сделку, и турнир заканчивается: %1?</translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation>Стол %1</translation>
    </message>
    <message>
        <source>bounties %1</source>
        <translation>баунти %1</translation>
    </message>
    <message>
        <source>The bubble: start hand-for-hand now?</source>
        <translation>Баббл: включить режим «рука в руку» сейчас?</translation>
    </message>
    <message>
        <source>Undone: %1.</source>
        <translation>Отменено: %1.</translation>
    </message>
    <message>
        <source>&amp;Undo: %1</source>
        <translation>&amp;Отменить: %1</translation>
    </message>
    <message>
        <source>(reserved)</source>
        <translation>(бронь)</translation>
    </message>
    <message>
        <source>coming from table %1</source>
        <translation>идёт со стола %1</translation>
    </message>
    <message>
        <source>%1 (leaving)</source>
        <translation>%1 (уходит)</translation>
    </message>
    <message>
        <source>The clock starts with the event.</source>
        <translation>Часы пойдут с началом турнира.</translation>
    </message>
    <message>
        <source>Break</source>
        <translation>Перерыв</translation>
    </message>
    <message>
        <source>Level %1: %2</source>
        <translation>Уровень %1: %2</translation>
    </message>
    <message>
        <source>(paused)</source>
        <translation>(на паузе)</translation>
    </message>
    <message>
        <source>(hand-for-hand)</source>
        <translation>(рука в руку)</translation>
    </message>
    <message>
        <source>Break in %1</source>
        <translation>Перерыв через %1</translation>
    </message>
    <message>
        <source>Players %1 of %2</source>
        <translation>Игроки %1/%2</translation>
    </message>
    <message>
        <source>Tables %1</source>
        <translation>Столов %1</translation>
    </message>
    <message>
        <source>Chips %1</source>
        <translation>Фишек %1</translation>
    </message>
    <message>
        <source>Average %1 (%2 BB)</source>
        <translation>Средний %1 (%2 ББ)</translation>
    </message>
    <message>
        <source>Prize pool %1</source>
        <translation>Фонд %1</translation>
    </message>
    <message>
        <source>Bounties %1</source>
        <translation>Баунти %1</translation>
    </message>
    <message>
        <source>Paid %1</source>
        <translation>Призовых %1</translation>
    </message>
    <message>
        <source>Next out: place %1</source>
        <translation>Выбывает: место %1</translation>
    </message>
    <message>
        <source>Next out: place %1, %2</source>
        <translation>Выбывает: место %1, %2</translation>
    </message>
    <message>
        <source>Owed %1</source>
        <translation>Долг %1</translation>
    </message>
</context>
<context>
    <name>DisplayStation</name>
    <message>
        <source>Players&apos; display</source>
        <translation>Экран для игроков</translation>
    </message>
    <message>
        <source>Show on this screen</source>
        <translation>Показать на этом экране</translation>
    </message>
    <message>
        <source>Close the displays</source>
        <translation>Закрыть экраны</translation>
    </message>
    <message>
        <source>Screen:</source>
        <translation>Экран:</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Язык:</translation>
    </message>
    <message>
        <source>Announce:</source>
        <translation>Объявление:</translation>
    </message>
    <message>
        <source>Serve on the network</source>
        <translation>Показывать в сети</translation>
    </message>
    <message>
        <source>Chime at each level and break</source>
        <translation>Сигнал: уровни и перерывы</translation>
    </message>
    <message>
        <source>Speak each level and break</source>
        <translation>Голос: уровни и перерывы</translation>
    </message>
    <message>
        <source>Address:</source>
        <translation>Адрес:</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>Порт:</translation>
    </message>
    <message>
        <source>Remote PIN:</source>
        <translation>PIN пульта:</translation>
    </message>
    <message>
        <source>The display is not served on the network.</source>
        <translation>Экран не показывается в сети.</translation>
    </message>
    <message>
        <source>Choose a screen.</source>
        <translation>Выберите экран.</translation>
    </message>
    <message>
        <source>The PIN is 4 to 8 digits.</source>
        <translation>PIN — от 4 до 8 цифр.</translation>
    </message>
    <message>
        <source>The remote&apos;s PIN is set.</source>
        <translation>PIN пульта задан.</translation>
    </message>
    <message>
        <source>This program cannot serve the display on the network.</source>
        <translation>Эта программа не может показывать экран в сети.</translation>
    </message>
    <message>
        <source>Players&apos; page: %1
Remote: %2</source>
        <translation>Страница игроков: %1
Пульт: %2</translation>
    </message>
</context>
<context>
    <name>DisplayWindow</name>
    <message>
        <source>Players&apos; display</source>
        <translation>Экран для игроков</translation>
    </message>
    <message>
        <source>On your phone: %1</source>
        <translation>На телефоне: %1</translation>
    </message>
    <message>
        <source>Blinds %1/%2</source>
        <translation>Блайнды %1/%2</translation>
    </message>
    <message>
        <source>Bets %1/%2</source>
        <translation>Ставки %1/%2</translation>
    </message>
    <message>
        <source>Big-blind ante %1</source>
        <translation>Анте большого блайнда %1</translation>
    </message>
    <message>
        <source>Ante %1</source>
        <translation>Анте %1</translation>
    </message>
    <message>
        <source>Bring-in %1</source>
        <translation>Бринг-ин %1</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>Paid places</source>
        <translation>Призовые места</translation>
    </message>
    <message>
        <source>Eliminated</source>
        <translation>Выбыли</translation>
    </message>
    <message>
        <source>Seats and moves</source>
        <translation>Рассадка и пересадки</translation>
    </message>
    <message>
        <source>No event is open.</source>
        <translation>Турнир не открыт.</translation>
    </message>
    <message>
        <source>Starting soon</source>
        <translation>Скоро начало</translation>
    </message>
    <message>
        <source>Break</source>
        <translation>Перерыв</translation>
    </message>
    <message>
        <source>Level %1</source>
        <translation>Уровень %1</translation>
    </message>
    <message>
        <source>Hand-for-hand</source>
        <translation>Рука в руку</translation>
    </message>
    <message>
        <source>Now: %1</source>
        <translation>Сейчас: %1</translation>
    </message>
    <message>
        <source>The event is over.</source>
        <translation>Турнир окончен.</translation>
    </message>
    <message>
        <source>Winner: %1</source>
        <translation>Победитель: %1</translation>
    </message>
    <message>
        <source>The clock is paused.</source>
        <translation>Часы остановлены.</translation>
    </message>
    <message>
        <source>Next: a break</source>
        <translation>Далее: перерыв</translation>
    </message>
    <message>
        <source>Level %1 next: %2</source>
        <translation>Далее уровень %1: %2</translation>
    </message>
    <message>
        <source>Break in %1</source>
        <translation>Перерыв через %1</translation>
    </message>
    <message>
        <source>Colour-up: the %1 chips leave</source>
        <translation>Укрупнение: фишки %1 выходят из игры</translation>
    </message>
    <message>
        <source>Add-on at this break</source>
        <translation>Аддон в этот перерыв</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 из %2</translation>
    </message>
    <message>
        <source>Average stack %1 (%2 BB)</source>
        <translation>Средний стек %1 (%2 ББ)</translation>
    </message>
    <message>
        <source>Chips in play %1</source>
        <translation>Фишки в игре %1</translation>
    </message>
    <message>
        <source>Prize pool %1</source>
        <translation>Призовой фонд %1</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Результаты</translation>
    </message>
    <message>
        <source>place %1</source>
        <translation>место %1</translation>
    </message>
    <message>
        <source>table %1, seat %2</source>
        <translation>стол %1, место %2</translation>
    </message>
</context>
<context>
    <name>DrillTableView</name>
    <message>
        <source>The pots: your answer</source>
        <translation>Банки: ваш ответ</translation>
    </message>
    <message>
        <source>Who acts: your answer</source>
        <translation>Кто ходит: ваш ответ</translation>
    </message>
</context>
<context>
    <name>Drills</name>
    <message>
        <source>%1 (%2): who takes the odd chip, and why?</source>
        <translation>%1 (%2): кому лишняя фишка и почему?</translation>
    </message>
    <message>
        <source>%1 acts first, showing %2.</source>
        <translation>%1 ходит первым, открыто: %2.</translation>
    </message>
    <message>
        <source>%1 brings in, showing %2.</source>
        <translation>%1 ставит бринг-ин, открыто: %2.</translation>
    </message>
    <message>
        <source>%1 has less than the %2 to call: he calls all-in for %3.</source>
        <translation>У игрока %1 меньше %2 для колла: колл олл-ин на %3.</translation>
    </message>
    <message>
        <source>%1 may raise: the betting is neither capped nor closed to him.</source>
        <translation>%1 может рейзить: лимит рейзов не исчерпан, торговля не закрыта.</translation>
    </message>
    <message>
        <source>%1 plays %2 (%3).</source>
        <translation>%1: %2 (%3).</translation>
    </message>
    <message>
        <source>%1 raises (or bets) the minimum: to how much (bet-to)?</source>
        <translation>%1 делает минимальный рейз (или ставку): до скольки (всего за круг)?</translation>
    </message>
    <message>
        <source>%1 receives %2 (%3) with %4 (%5).</source>
        <translation>%1 получает %2 (%3) с комбинацией %4 (%5).</translation>
    </message>
    <message>
        <source>%1 receives %2 (%3).</source>
        <translation>%1 получает %2 (%3).</translation>
    </message>
    <message>
        <source>%1 says pot: to how much may he raise (bet-to)?</source>
        <translation>%1 говорит «пот»: до какой суммы можно рейзить (всего за круг)?</translation>
    </message>
    <message>
        <source>%1: who acts first?</source>
        <translation>%1: кто ходит первым?</translation>
    </message>
    <message>
        <source>Call %1 first, then raise by the pot with that call in it (%2): raise to %3 + %2 = %4.</source>
        <translation>Сначала колл %1, затем рейз на банк вместе с этим коллом (%2): рейз до %3 + %2 = %4.</translation>
    </message>
    <message>
        <source>Calling takes every chip %1 has: he cannot raise.</source>
        <translation>Колл забирает все фишки игрока %1: рейз невозможен.</translation>
    </message>
    <message>
        <source>Each pot holds what every player put in up to one all-in level; folded chips stay in, and only those who reached the level and did not fold can win it.</source>
        <translation>Каждый банк содержит ставки всех игроков до одного уровня олл-ина; фишки спасовавших остаются в нём, а выиграть его могут только дошедшие до этого уровня и не спасовавшие.</translation>
    </message>
    <message>
        <source>Every other player is all-in: %1 may only call or fold.</source>
        <translation>Все остальные игроки в олл-ине: %1 может только уравнять или сбросить.</translation>
    </message>
    <message>
        <source>Fixed limit: every bet and raise is one bet of the street: to %1.</source>
        <translation>Фиксированный лимит: каждая ставка и рейз равны ставке улицы: до %1.</translation>
    </message>
    <message>
        <source>How many chips does %1 put in to call?</source>
        <translation>%1: сколько фишек поставить, чтобы уравнять?</translation>
    </message>
    <message>
        <source>May %1 raise now?</source>
        <translation>%1: можно ли сейчас рейзить?</translation>
    </message>
    <message>
        <source>No: every other player is all-in</source>
        <translation>Нет: все остальные игроки в олл-ине</translation>
    </message>
    <message>
        <source>No: he has no chips beyond a call</source>
        <translation>Нет: сверх колла фишек не остаётся</translation>
    </message>
    <message>
        <source>No: the betting is capped</source>
        <translation>Нет: лимит рейзов исчерпан (кэп)</translation>
    </message>
    <message>
        <source>No: the short all-in did not re-open the betting</source>
        <translation>Нет: неполный олл-ин не открыл торговлю заново</translation>
    </message>
    <message>
        <source>Odd chip to %1: %2.</source>
        <translation>Лишняя фишка игроку %1: %2.</translation>
    </message>
    <message>
        <source>Omaha: exactly two cards from the hand and three from the board.</source>
        <translation>Омаха: ровно две карты с руки и три со стола.</translation>
    </message>
    <message>
        <source>Only a short all-in came since %1 acted: it does not re-open the betting, call or fold.</source>
        <translation>После хода игрока %1 был только неполный олл-ин: торговля не открыта заново, колл или пас.</translation>
    </message>
    <message>
        <source>Pre-flop the pot counts the level&apos;s full blinds, even dead or posted short (TDA 54): raise to %1.</source>
        <translation>До флопа банк считается с полными блайндами уровня, даже мёртвыми или поставленными не полностью (TDA 54): рейз до %1.</translation>
    </message>
    <message>
        <source>Put in this hand: %1. Each pot: its amount and the seats that can win it?</source>
        <translation>Поставлено в этой раздаче: %1. Каждый банк: его сумма и места, которые могут его выиграть?</translation>
    </message>
    <message>
        <source>The betting is capped (a bet and the raises the cap allows): %1 may only call or fold.</source>
        <translation>Лимит рейзов исчерпан (кэп): ставка и все разрешённые рейзы сделаны; %1 может только уравнять или сбросить.</translation>
    </message>
    <message>
        <source>The highest bet is %1; %2 has %3 in front and %4 behind; the pot is %5.</source>
        <translation>Наибольшая ставка %1; у игрока %2 поставлено %3 и в стеке %4; банк %5.</translation>
    </message>
    <message>
        <source>The last full bet or raise was %1: the minimum is the highest bet plus that, to %2.</source>
        <translation>Последняя полная ставка или рейз — %1: минимум — наибольшая ставка плюс она, до %2.</translation>
    </message>
    <message>
        <source>The pot is more than he has: all-in to %1.</source>
        <translation>Банк больше стека игрока: олл-ин до %1.</translation>
    </message>
    <message>
        <source>The pot is smaller than a minimum raise: he may raise to %1.</source>
        <translation>Банк меньше минимального рейза: рейз возможен до %1.</translation>
    </message>
    <message>
        <source>To call: %1 − %2 = %3.</source>
        <translation>Для колла: %1 − %2 = %3.</translation>
    </message>
    <message>
        <source>What does each seat receive from each pot (odd chips included)?</source>
        <translation>Сколько получает каждое место из каждого банка (с лишними фишками)?</translation>
    </message>
    <message>
        <source>Who brings in?</source>
        <translation>Кто ставит бринг-ин?</translation>
    </message>
    <message>
        <source>Yes: he may raise</source>
        <translation>Да: рейз разрешён</translation>
    </message>
    <message>
        <source>Razz: the highest upcard brings in (ace low, K♠ the worst card).</source>
        <translation>Разз: бринг-ин ставит старшая открытая карта (туз младший, K♠ — худшая карта).</translation>
    </message>
    <message>
        <source>The lowest upcard brings in (ace high); ties by suit, clubs, diamonds, hearts, spades.</source>
        <translation>Бринг-ин ставит младшая открытая карта (туз старший); при равенстве по масти: трефы, бубны, червы, пики.</translation>
    </message>
    <message>
        <source>Razz: from fourth street the lowest showing hand acts first.</source>
        <translation>Разз: с четвёртой улицы первым ходит младшая открытая рука.</translation>
    </message>
    <message>
        <source>From fourth street the highest showing hand acts first (pairs beat high cards).</source>
        <translation>С четвёртой улицы первым ходит старшая открытая рука (пара бьёт старшие карты).</translation>
    </message>
    <message>
        <source>%1&apos;s low hand?</source>
        <translation>Младшая рука игрока %1?</translation>
    </message>
    <message>
        <source>%1&apos;s best hand, as a dealer says it?</source>
        <translation>Лучшая рука игрока %1, как её называет дилер?</translation>
    </message>
    <message>
        <source>%1 acts out of turn: %2. What do the %3 rules say to do?</source>
        <translation>%1 действует вне очереди: %2. Что говорят правила %3?</translation>
    </message>
    <message>
        <source>%1: %2. What do the %3 rules say to do?</source>
        <translation>%1: %2. Что говорят правила %3?</translation>
    </message>
    <message>
        <source>%1. What do the %2 rules say to do?</source>
        <translation>%1. Что говорят правила %2?</translation>
    </message>
    <message>
        <source>Actions in turn so far: %1, substantial action (TDA 36).</source>
        <translation>Действий в свою очередь: %1, существенное действие было (TDA 36).</translation>
    </message>
    <message>
        <source>Actions in turn so far: %1, no substantial action yet (TDA 36).</source>
        <translation>Действий в свою очередь: %1, существенного действия ещё не было (TDA 36).</translation>
    </message>
    <message>
        <source>%1 rules: %2.</source>
        <translation>Правила %1: %2.</translation>
    </message>
    <message>
        <source>Colour-up: the %1 chips leave, the smallest chip is now %2. Chips of %1 and cards dealt: %3. Which seats win a chip, and what value is removed?</source>
        <translation>Смена номинала: фишки %1 выводятся, самая мелкая фишка теперь %2. Фишки %1 и сданные карты: %3. Какие места получают фишку и какая сумма изымается?</translation>
    </message>
    <message>
        <source>First each player&apos;s chips of %1 are coloured up in full: chips of %2 to %3.</source>
        <translation>Сначала фишки %1 каждого игрока меняются целиком: фишки %2 получают %3.</translation>
    </message>
    <message>
        <source>Chips of %2 left to race: %1, worth %3; chips of %5 to award: %4 (the nearest chip, half up).</source>
        <translation>Фишек %2 на розыгрыш: %1, на сумму %3; разыгрывается фишек %5: %4 (до ближайшей фишки, половина вверх).</translation>
    </message>
    <message>
        <source>Highest cards (rank, then suit: spades, hearts, diamonds, clubs): %1; one chip each, nobody wins two.</source>
        <translation>Старшие карты (по рангу, затем по масти: пики, червы, бубны, трефы): %1; по одной фишке, никто не получает две.</translation>
    </message>
    <message>
        <source>A chip of %1 each to %2.</source>
        <translation>По фишке %1: %2.</translation>
    </message>
    <message>
        <source>Nobody is raced out: %1 kept in with one chip of %2.</source>
        <translation>Никто не выбывает из-за розыгрыша: %1 остаётся с одной фишкой %2.</translation>
    </message>
    <message>
        <source>Value removed: %1 − %2 × %3 = %4 (minus: added by rounding up or keeping a player in).</source>
        <translation>Изъято: %1 − %2 × %3 = %4 (минус: добавлено округлением или чтобы игрок остался в игре).</translation>
    </message>
    <message>
        <source>high half</source>
        <translation>хай</translation>
    </message>
    <message>
        <source>low half</source>
        <translation>лоу</translation>
    </message>
    <message>
        <source>whole</source>
        <translation>весь банк</translation>
    </message>
    <message>
        <source>split pot</source>
        <translation>банк делится</translation>
    </message>
    <message>
        <source>folded</source>
        <translation>пас</translation>
    </message>
    <message>
        <source>all-in</source>
        <translation>олл-ин</translation>
    </message>
    <message>
        <source>highest card by suit</source>
        <translation>старшая карта по масти</translation>
    </message>
    <message>
        <source>lowest card by suit</source>
        <translation>младшая карта по масти</translation>
    </message>
    <message>
        <source>the high half takes the odd chip</source>
        <translation>лишняя фишка идёт хаю</translation>
    </message>
    <message>
        <source>Pot-limit maximum</source>
        <translation>Максимум в пот-лимите</translation>
    </message>
    <message>
        <source>Amount to call</source>
        <translation>Сумма колла</translation>
    </message>
    <message>
        <source>Minimum raise</source>
        <translation>Минимальный рейз</translation>
    </message>
    <message>
        <source>Capped or re-opened</source>
        <translation>Кэп или открытие торговли</translation>
    </message>
    <message>
        <source>Main and side pots</source>
        <translation>Основной и побочные банки</translation>
    </message>
    <message>
        <source>Showdown: who wins what</source>
        <translation>Вскрытие: кто что выигрывает</translation>
    </message>
    <message>
        <source>Odd chip</source>
        <translation>Лишняя фишка</translation>
    </message>
    <message>
        <source>Best hand</source>
        <translation>Лучшая рука</translation>
    </message>
    <message>
        <source>Stud: bring-in</source>
        <translation>Стад: бринг-ин</translation>
    </message>
    <message>
        <source>Stud: first to act</source>
        <translation>Стад: кто ходит первым</translation>
    </message>
    <message>
        <source>Irregularity: the ruling</source>
        <translation>Нарушение: решение</translation>
    </message>
    <message>
        <source>Chip race at a colour-up</source>
        <translation>Розыгрыш фишек при смене номинала</translation>
    </message>
    <message>
        <source>no-limit</source>
        <translation>безлимит</translation>
    </message>
    <message>
        <source>pot-limit</source>
        <translation>пот-лимит</translation>
    </message>
    <message>
        <source>limit</source>
        <translation>фиксированный лимит</translation>
    </message>
    <message>
        <source>board</source>
        <translation>игры с общими картами</translation>
    </message>
    <message>
        <source>stud</source>
        <translation>стад</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>дро</translation>
    </message>
    <message>
        <source>hi/lo</source>
        <translation>хай-лоу</translation>
    </message>
    <message>
        <source>lowball</source>
        <translation>лоубол</translation>
    </message>
    <message>
        <source>dead or short blind</source>
        <translation>мёртвый или неполный блайнд</translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message>
        <source>Pre-flop</source>
        <translation>Префлоп</translation>
    </message>
    <message>
        <source>Flop</source>
        <translation>Флоп</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Тёрн</translation>
    </message>
    <message>
        <source>River</source>
        <translation>Ривер</translation>
    </message>
    <message>
        <source>Third street</source>
        <translation>Третья улица</translation>
    </message>
    <message>
        <source>Fourth street</source>
        <translation>Четвёртая улица</translation>
    </message>
    <message>
        <source>Fifth street</source>
        <translation>Пятая улица</translation>
    </message>
    <message>
        <source>Sixth street</source>
        <translation>Шестая улица</translation>
    </message>
    <message>
        <source>Seventh street</source>
        <translation>Седьмая улица</translation>
    </message>
    <message>
        <source>Before the first draw</source>
        <translation>До первого обмена</translation>
    </message>
    <message>
        <source>After the first draw</source>
        <translation>После первого обмена</translation>
    </message>
    <message>
        <source>After the second draw</source>
        <translation>После второго обмена</translation>
    </message>
    <message>
        <source>After the third draw</source>
        <translation>После третьего обмена</translation>
    </message>
    <message>
        <source>Before the draw</source>
        <translation>До обмена</translation>
    </message>
    <message>
        <source>After the draw</source>
        <translation>После обмена</translation>
    </message>
    <message>
        <source>Showdown</source>
        <translation>Вскрытие</translation>
    </message>
    <message>
        <source>Hand over</source>
        <translation>Раздача окончена</translation>
    </message>
    <message>
        <source>No-limit hold&apos;em</source>
        <translation>Безлимитный холдем</translation>
    </message>
    <message>
        <source>Pot-limit hold&apos;em</source>
        <translation>Пот-лимит холдем</translation>
    </message>
    <message>
        <source>Limit hold&apos;em</source>
        <translation>Лимитный холдем</translation>
    </message>
    <message>
        <source>Pot-limit Omaha</source>
        <translation>Пот-лимит Омаха</translation>
    </message>
    <message>
        <source>Pot-limit Omaha hi/lo</source>
        <translation>Пот-лимит Омаха хай-лоу</translation>
    </message>
    <message>
        <source>Limit Omaha hi/lo</source>
        <translation>Лимитная Омаха хай-лоу</translation>
    </message>
    <message>
        <source>Seven-card stud</source>
        <translation>Семикарточный стад</translation>
    </message>
    <message>
        <source>Seven-card stud hi/lo</source>
        <translation>Семикарточный стад хай-лоу</translation>
    </message>
    <message>
        <source>Razz</source>
        <translation>Разз</translation>
    </message>
    <message>
        <source>2-7 triple draw</source>
        <translation>2-7 Triple Draw</translation>
    </message>
    <message>
        <source>2-7 single draw</source>
        <translation>2-7 Single Draw</translation>
    </message>
    <message>
        <source>first left of the button</source>
        <translation>первый слева от баттона</translation>
    </message>
    <message>
        <source>TDA</source>
        <translation>TDA</translation>
    </message>
    <message>
        <source>RRoP</source>
        <translation>RRoP</translation>
    </message>
    <message>
        <source>WSOP</source>
        <translation>WSOP</translation>
    </message>
    <message>
        <source>bet</source>
        <translation>ставить</translation>
    </message>
    <message>
        <source>raise</source>
        <translation>повышать</translation>
    </message>
    <message>
        <source>complete</source>
        <translation>дополнять</translation>
    </message>
    <message>
        <source>%1 Rule %2</source>
        <translation>%1, правило %2</translation>
    </message>
    <message>
        <source>no-limit</source>
        <translation>безлимит</translation>
    </message>
    <message>
        <source>pot-limit</source>
        <translation>пот-лимит</translation>
    </message>
    <message>
        <source>limit</source>
        <translation>лимит</translation>
    </message>
</context>
<context>
    <name>FiguresBar</name>
    <message>
        <source>Student:</source>
        <translation>Ученик:</translation>
    </message>
    <message>
        <source>%1 — type it, then Enter:</source>
        <translation>%1 — введите, затем Enter:</translation>
    </message>
    <message>
        <source>No figure to find now: deal on.</source>
        <translation>Сейчас нечего считать: продолжайте раздачу.</translation>
    </message>
    <message>
        <source>The pots: your answer</source>
        <translation>Банки: ваш ответ</translation>
    </message>
    <message>
        <source>Paid: your answer</source>
        <translation>Выплачено: ваш ответ</translation>
    </message>
    <message>
        <source>The announcement shows once the student has typed the awards.</source>
        <translation>Объявление появится, когда ученик введёт выплаты.</translation>
    </message>
    <message>
        <source>Right: %1.</source>
        <translation>Верно: %1.</translation>
    </message>
    <message>
        <source>Wrong. The right answer: %1</source>
        <translation>Неверно. Верный ответ: %1</translation>
    </message>
    <message>
        <source>Score %1 (your report: Training &gt; Training room…, My report).</source>
        <translation>Очки: %1 (ваш отчёт: Обучение &gt; Учебный класс…, Мой отчёт).</translation>
    </message>
    <message>
        <source>the amount</source>
        <translation>сумма</translation>
    </message>
    <message>
        <source>amount: seats; amount: seats</source>
        <translation>сумма: места; сумма: места</translation>
    </message>
    <message>
        <source>seat=chips …; per pot</source>
        <translation>место=фишки …; по банкам</translation>
    </message>
</context>
<context>
    <name>HandList</name>
    <message>
        <source>(high)</source>
        <translation>(хай)</translation>
    </message>
    <message>
        <source>(low)</source>
        <translation>(лоу)</translation>
    </message>
    <message>
        <source>Abandoned, not finished</source>
        <translation>Брошена, не закончена</translation>
    </message>
    <message>
        <source>In play (reopened by an undo)</source>
        <translation>Идёт (открыта снова отменой)</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>№</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Pots</source>
        <translation>Банки</translation>
    </message>
    <message>
        <source>Winners</source>
        <translation>Победители</translation>
    </message>
</context>
<context>
    <name>HandLog</name>
    <message>
        <source>%1 folds</source>
        <translation>%1: пас</translation>
    </message>
    <message>
        <source>%1 checks</source>
        <translation>%1 чекает</translation>
    </message>
    <message>
        <source>%1 calls %2</source>
        <translation>%1 уравнивает %2</translation>
    </message>
    <message>
        <source>%1 bets %2</source>
        <translation>%1 ставит %2</translation>
    </message>
    <message>
        <source>%1 raises to %2</source>
        <translation>%1 повышает до %2</translation>
    </message>
    <message>
        <source>%1 completes to %2</source>
        <translation>%1 дополняет до %2</translation>
    </message>
    <message>
        <source>%1 brings in for %2</source>
        <translation>%1 ставит бринг-ин %2</translation>
    </message>
    <message>
        <source>Board: %3</source>
        <translation>Борд: %3</translation>
    </message>
    <message>
        <source>%1 is dealt %3</source>
        <translation>%1 получает %3</translation>
    </message>
    <message>
        <source>%1 stands pat</source>
        <translation>%1 не меняет карты</translation>
    </message>
    <message>
        <source>%1 changes %2</source>
        <translation>%1 меняет %2</translation>
    </message>
    <message>
        <source>%1 shows %3</source>
        <translation>%1 открывает %3</translation>
    </message>
    <message>
        <source>%1 mucks</source>
        <translation>%1: в мак</translation>
    </message>
    <message>
        <source>(all-in)</source>
        <translation>(олл-ин)</translation>
    </message>
    <message>
        <source>Street</source>
        <translation>Улица</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Действие</translation>
    </message>
</context>
<context>
    <name>HandScreen</name>
    <message>
        <source>This hand</source>
        <translation>Эта раздача</translation>
    </message>
    <message>
        <source>Keys: F fold · C check/call · R bet/raise · digits and Enter: amount · M min · H half pot · P pot · A all-in · B bring-in · G big bet · 0-5 cards to change · O show known · X muck · N next hand · Ctrl+Z undo · F2 players · right-click a seat for its menu</source>
        <translation>Клавиши: F пас · C чек/колл · R ставка/рейз · цифры и Enter: сумма · M мин · H полбанка · P банк · A олл-ин · B бринг-ин · G большая ставка · 0-5 карт на замену · O показать известные · X в мак · N следующая раздача · Ctrl+Z отменить · F2 игроки · правый клик по месту: его меню</translation>
    </message>
    <message>
        <source> · F5 pause or resume the clock</source>
        <translation> · F5 пауза / пуск часов</translation>
    </message>
</context>
<context>
    <name>HandSummary</name>
    <message>
        <source>%1 (seat %2)</source>
        <translation>%1 (место %2)</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>Раздача %1</translation>
    </message>
    <message>
        <source>table %1</source>
        <translation>стол %1</translation>
    </message>
    <message>
        <source>blinds %1</source>
        <translation>блайнды %1</translation>
    </message>
    <message>
        <source>ante %1</source>
        <translation>анте %1</translation>
    </message>
    <message>
        <source>antes %1</source>
        <translation>анте %1</translation>
    </message>
    <message>
        <source>bring-in %1</source>
        <translation>бринг-ин %1</translation>
    </message>
    <message>
        <source>bets %1/%2</source>
        <translation>лимит %1/%2</translation>
    </message>
    <message>
        <source>minimum bet %1</source>
        <translation>минимальная ставка %1</translation>
    </message>
    <message>
        <source>chip unit %1</source>
        <translation>единица фишки %1</translation>
    </message>
    <message>
        <source>rules: %1</source>
        <translation>правила: %1</translation>
    </message>
    <message>
        <source>Stakes: %1</source>
        <translation>Ставки: %1</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Игроки:</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Место %1</translation>
    </message>
    <message>
        <source>button</source>
        <translation>баттон</translation>
    </message>
    <message>
        <source>big blind %1</source>
        <translation>большой блайнд %1</translation>
    </message>
    <message>
        <source>small blind %1</source>
        <translation>малый блайнд %1</translation>
    </message>
    <message>
        <source>straddle %1</source>
        <translation>стрэддл %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>A street of the summary: %1 the street (and its board), %2 what was done on it, &quot;Flop [2♣ 3♦ 7♥]: Boris bets 10 · Chloe calls 10&quot;.</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Board: %1</source>
        <translation>Борд: %1</translation>
    </message>
    <message>
        <source>%1 mucked</source>
        <translation>%1: карты в мак</translation>
    </message>
    <message>
        <source>%1 showed unseen cards</source>
        <translation>%1: открыты карты, которые не были введены</translation>
    </message>
    <message>
        <source>Shown: %1</source>
        <translation>Открытые карты: %1</translation>
    </message>
    <message>
        <source>Uncalled %1 returned to %2</source>
        <translation>Неуравненная ставка %1 возвращена: %2</translation>
    </message>
    <message>
        <source>Odd chip to the high half: %1 splits %2 high / %3 low (the high half takes the odd chip).</source>
        <translation>Лишняя фишка — половине хай: %1 делится на %2 хай / %3 лоу (лишняя фишка идёт в половину хай).</translation>
    </message>
    <message>
        <source>Odd chip to seat %1 (%2): %3</source>
        <translation>Лишняя фишка — месту %1 (%2): %3</translation>
    </message>
    <message>
        <source>Pot %1</source>
        <translation>Банк %1</translation>
    </message>
    <message>
        <source>Main pot %1</source>
        <translation>Основной банк %1</translation>
    </message>
    <message>
        <source>Side pot %1: %2</source>
        <translation>Побочный банк %1: %2</translation>
    </message>
    <message>
        <source>between %1</source>
        <translation>претенденты: %1</translation>
    </message>
    <message>
        <source>%1 wins a quarter (half of the high half): %2</source>
        <translation>%1 выигрывает четверть (половину хай): %2</translation>
    </message>
    <message>
        <source>%1 wins a quarter (half of the low half): %2</source>
        <translation>%1 выигрывает четверть (половину лоу): %2</translation>
    </message>
    <message>
        <source>%1 wins a share of the high half: %2</source>
        <translation>%1 делит хай: %2</translation>
    </message>
    <message>
        <source>%1 wins a share of the low half: %2</source>
        <translation>%1 делит лоу: %2</translation>
    </message>
    <message>
        <source>%1 wins the high half: %2</source>
        <translation>%1 выигрывает хай: %2</translation>
    </message>
    <message>
        <source>%1 wins the low half: %2</source>
        <translation>%1 выигрывает лоу: %2</translation>
    </message>
    <message>
        <source>%1 wins %2</source>
        <translation>%1 выигрывает %2</translation>
    </message>
    <message>
        <source>without showing</source>
        <translation>без вскрытия</translation>
    </message>
    <message>
        <source>The hand is not finished: %1</source>
        <translation>Раздача не окончена: %1</translation>
    </message>
    <message>
        <source>Finishing stacks: %1</source>
        <translation>Стеки в конце раздачи: %1</translation>
    </message>
</context>
<context>
    <name>Hands</name>
    <message>
        <source>High card, {rank}</source>
        <translation>Старшая карта: {rank}</translation>
    </message>
    <message>
        <source>Pair of {rank}</source>
        <translation>Пара {rank}</translation>
    </message>
    <message>
        <source>Two pair, {top} and {bottom}</source>
        <translation>Две пары: {top} и {bottom}</translation>
    </message>
    <message>
        <source>Three of a kind, {rank}</source>
        <translation>Тройка {rank}</translation>
    </message>
    <message>
        <source>Straight, {rank} high</source>
        <translation>Стрит {rank}</translation>
    </message>
    <message>
        <source>Flush, {rank} high</source>
        <translation>Флеш {rank}</translation>
    </message>
    <message>
        <source>Full house, {trips} full of {pair}</source>
        <translation>Фулл-хаус: {trips} и {pair}</translation>
    </message>
    <message>
        <source>Four of a kind, {rank}</source>
        <translation>Каре {rank}</translation>
    </message>
    <message>
        <source>Straight flush, {rank} high</source>
        <translation>Стрит-флеш {rank}</translation>
    </message>
    <message>
        <source>Royal flush</source>
        <translation>Роял-флеш</translation>
    </message>
    <message>
        <source>Low {cards}</source>
        <translation>Лоу {cards}</translation>
    </message>
    <message>
        <source>{hand} (low)</source>
        <translation>{hand} (лоу)</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <source>This table (%1)</source>
        <translation>Этот стол (%1)</translation>
    </message>
    <message>
        <source>Table %1 (%2), opened %3</source>
        <translation>Стол %1 (%2), открыт %3</translation>
    </message>
    <message numerus="yes">
        <source>%n games</source>
        <translation>
            <numerusform>%n игра</numerusform>
            <numerusform>%n игры</numerusform>
            <numerusform>%n игр</numerusform>
        </translation>
    </message>
    <message>
        <source>The hand on screen</source>
        <translation>Раздача на экране</translation>
    </message>
    <message>
        <source>Imported: %1</source>
        <translation>Импорт: %1</translation>
    </message>
    <message>
        <source>Hand history</source>
        <translation>История раздач</translation>
    </message>
    <message>
        <source>Import PHH…</source>
        <translation>Импорт PHH…</translation>
    </message>
    <message>
        <source>Export hand…</source>
        <translation>Экспорт раздачи…</translation>
    </message>
    <message>
        <source>Export session…</source>
        <translation>Экспорт сессии…</translation>
    </message>
    <message>
        <source>Choose a hand to replay it.</source>
        <translation>Выберите раздачу, чтобы воспроизвести её.</translation>
    </message>
    <message>
        <source>Keys: ↑ ↓ choose a hand · ← → step back and forward · Home / End: first and last step · Ctrl+O import · Ctrl+E export the hand · Ctrl+Shift+E export the session · Esc close</source>
        <translation>Клавиши: ↑ ↓ выбрать раздачу · ← → шаг назад и вперёд · Home / End: первый и последний шаг · Ctrl+O импорт · Ctrl+E экспорт раздачи · Ctrl+Shift+E экспорт сессии · Esc закрыть</translation>
    </message>
    <message>
        <source>Cancel the import</source>
        <translation>Отменить импорт</translation>
    </message>
    <message>
        <source>Choose a hand to export first.</source>
        <translation>Сначала выберите раздачу для экспорта.</translation>
    </message>
    <message>
        <source>There is no hand to export yet.</source>
        <translation>Пока нет раздач для экспорта.</translation>
    </message>
    <message>
        <source>Hand %1 saved to %2.</source>
        <translation>Раздача %1 сохранена в %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n hands saved to %1.</source>
        <translation>
            <numerusform>%n раздача сохранена в %1.</numerusform>
            <numerusform>%n раздачи сохранены в %1.</numerusform>
            <numerusform>%n раздач сохранено в %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>A file is being imported: wait for it, or cancel it.</source>
        <translation>Файл ещё импортируется: дождитесь окончания или отмените импорт.</translation>
    </message>
    <message>
        <source>Importing %1…</source>
        <translation>Импорт %1…</translation>
    </message>
    <message>
        <source>The import of %1 was cancelled.</source>
        <translation>Импорт %1 отменён.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n hands to review.</source>
        <translation>
            <numerusform>%1: %n раздача для просмотра.</numerusform>
            <numerusform>%1: %n раздачи для просмотра.</numerusform>
            <numerusform>%1: %n раздач для просмотра.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export hand %1</source>
        <translation>Экспорт раздачи %1</translation>
    </message>
    <message>
        <source>Export the session</source>
        <translation>Экспорт сессии</translation>
    </message>
    <message>
        <source>Import a hand history</source>
        <translation>Импорт истории раздач</translation>
    </message>
    <message>
        <source>PHH hand histories (*.phh *.phhs);;All files (*)</source>
        <translation>Истории раздач PHH (*.phh *.phhs);;Все файлы (*)</translation>
    </message>
    <message>
        <source>PHH hand history (*.phh)</source>
        <translation>История раздачи PHH (*.phh)</translation>
    </message>
    <message>
        <source>PHH hand histories (*.phhs)</source>
        <translation>Истории раздач PHH (*.phhs)</translation>
    </message>
    <message>
        <source>Text summary to print (*.txt)</source>
        <translation>Текстовая сводка для печати (*.txt)</translation>
    </message>
</context>
<context>
    <name>HistoryMenu</name>
    <message>
        <source>Hand &amp;history…</source>
        <translation>&amp;История раздач…</translation>
    </message>
    <message>
        <source>&amp;Export the session…</source>
        <translation>&amp;Экспорт сессии…</translation>
    </message>
    <message>
        <source>&amp;Import a hand history…</source>
        <translation>И&amp;мпорт истории раздач…</translation>
    </message>
</context>
<context>
    <name>InstructorWindow</name>
    <message>
        <source>%1 — instructor</source>
        <translation>%1 — инструктор</translation>
    </message>
    <message>
        <source>Skills of the exam</source>
        <translation>Навыки экзамена</translation>
    </message>
    <message>
        <source>Games of the exam</source>
        <translation>Игры экзамена</translation>
    </message>
    <message>
        <source>Questions:</source>
        <translation>Вопросов:</translation>
    </message>
    <message>
        <source>Minutes:</source>
        <translation>Минут:</translation>
    </message>
    <message>
        <source>&amp;Make the exam</source>
        <translation>&amp;Составить экзамен</translation>
    </message>
    <message>
        <source>The exam&apos;s code</source>
        <translation>Код экзамена</translation>
    </message>
    <message>
        <source>&amp;Copy the code</source>
        <translation>&amp;Копировать код</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Выбрать…</translation>
    </message>
    <message>
        <source>&amp;Read the results</source>
        <translation>&amp;Прочитать результаты</translation>
    </message>
    <message>
        <source>&amp;Print to PDF…</source>
        <translation>П&amp;ечать в PDF…</translation>
    </message>
    <message>
        <source>Result &amp;files</source>
        <translation>&amp;Файлы результатов</translation>
    </message>
    <message>
        <source>The class in the r&amp;oom</source>
        <translation>Класс в &amp;зале</translation>
    </message>
    <message>
        <source>Room (&amp;URL):</source>
        <translation>Зал (&amp;URL):</translation>
    </message>
    <message>
        <source>postgresql://… given by the room&apos;s manager</source>
        <translation>postgresql://… от администратора зала</translation>
    </message>
    <message>
        <source>&amp;Hold an exam in the room</source>
        <translation>&amp;Провести экзамен в зале</translation>
    </message>
    <message>
        <source>Code to &amp;join:</source>
        <translation>&amp;Код для входа:</translation>
    </message>
    <message>
        <source>Hold an exam, or type its code to follow it</source>
        <translation>Проведите экзамен или введите его код, чтобы следить за ним</translation>
    </message>
    <message>
        <source>R&amp;elease the results</source>
        <translation>&amp;Опубликовать результаты</translation>
    </message>
    <message>
        <source>Allow a &amp;second sitting</source>
        <translation>Разрешить &amp;вторую попытку</translation>
    </message>
    <message>
        <source>Prin&amp;t the class to PDF…</source>
        <translation>&amp;Напечатать класс в PDF…</translation>
    </message>
    <message>
        <source>Student</source>
        <translation>Ученик</translation>
    </message>
    <message>
        <source>Sitting</source>
        <translation>Попытка</translation>
    </message>
    <message>
        <source>Answered</source>
        <translation>Отвечено</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Верно</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Баллы</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Время</translation>
    </message>
    <message>
        <source>Points (judged again)</source>
        <translation>Баллы (проверено заново)</translation>
    </message>
    <message>
        <source>Points in the file</source>
        <translation>Баллы в файле</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Примечание</translation>
    </message>
    <message>
        <source>Questions per skill: %1</source>
        <translation>Вопросов на навык: %1</translation>
    </message>
    <message>
        <source>The exam is in the room: the class joins with the code %1 (%2, %3).</source>
        <translation>Экзамен в зале: класс входит по коду %1 (%2, %3).</translation>
    </message>
    <message>
        <source>Following the exam %1 in the room.</source>
        <translation>Слежение за экзаменом %1 в зале.</translation>
    </message>
    <message>
        <source>sitting %1, with leave</source>
        <translation>попытка %1, с разрешения</translation>
    </message>
    <message numerus="yes">
        <source>%n sitting(s) without leave: not counted</source>
        <translation>
            <numerusform>%n попытка без разрешения: не засчитана</numerusform>
            <numerusform>%n попытки без разрешения: не засчитаны</numerusform>
            <numerusform>%n попыток без разрешения: не засчитаны</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) after the time: not counted</source>
        <translation>
            <numerusform>%n ответ после времени: не засчитан</numerusform>
            <numerusform>%n ответа после времени: не засчитаны</numerusform>
            <numerusform>%n ответов после времени: не засчитаны</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) after the release: not counted</source>
        <translation>
            <numerusform>%n ответ после публикации: не засчитан</numerusform>
            <numerusform>%n ответа после публикации: не засчитаны</numerusform>
            <numerusform>%n ответов после публикации: не засчитаны</numerusform>
        </translation>
    </message>
    <message>
        <source>handed in</source>
        <translation>сдано</translation>
    </message>
    <message>
        <source>sitting</source>
        <translation>идёт</translation>
    </message>
    <message>
        <source>Results released</source>
        <translation>Результаты опубликованы</translation>
    </message>
    <message>
        <source>The results of exam %1 are released.</source>
        <translation>Результаты экзамена %1 опубликованы.</translation>
    </message>
    <message>
        <source>%1 may sit exam %2 again.</source>
        <translation>%1 может пройти экзамен %2 ещё раз.</translation>
    </message>
    <message>
        <source>The class&apos;s result files</source>
        <translation>Файлы результатов группы</translation>
    </message>
    <message>
        <source>not supervised</source>
        <translation>без надзора</translation>
    </message>
    <message>
        <source>score edited in the file</source>
        <translation>баллы в файле изменены</translation>
    </message>
    <message numerus="yes">
        <source>%n result file(s) read.</source>
        <translation>
            <numerusform>Прочитан %n файл результатов.</numerusform>
            <numerusform>Прочитано %n файла результатов.</numerusform>
            <numerusform>Прочитано %n файлов результатов.</numerusform>
        </translation>
    </message>
    <message>
        <source>No result files read.</source>
        <translation>Файлы результатов не прочитаны.</translation>
    </message>
    <message>
        <source>Exam code: %1</source>
        <translation>Код экзамена: %1</translation>
    </message>
    <message>
        <source>The class by skill</source>
        <translation>Группа по навыкам</translation>
    </message>
    <message>
        <source>Not supervised: a result file from the student&apos;s computer.</source>
        <translation>Без надзора: файл результатов с компьютера ученика.</translation>
    </message>
    <message>
        <source>Question %1 (%2, %3): answered %4, right answer %5</source>
        <translation>Вопрос %1 (%2, %3): ответ %4, верный ответ %5</translation>
    </message>
    <message>
        <source>Exam results</source>
        <translation>Результаты экзамена</translation>
    </message>
    <message>
        <source>Hand out this code: %1 (%2, %3).</source>
        <translation>Раздайте этот код: %1 (%2, %3).</translation>
    </message>
    <message numerus="yes">
        <source>%n questions</source>
        <translation>
            <numerusform>%n вопрос</numerusform>
            <numerusform>%n вопроса</numerusform>
            <numerusform>%n вопросов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minutes</source>
        <translation>
            <numerusform>%n минута</numerusform>
            <numerusform>%n минуты</numerusform>
            <numerusform>%n минут</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 right of %3, %n points</source>
        <translation>
            <numerusform>%1: верно %2 из %3, %n балл</numerusform>
            <numerusform>%1: верно %2 из %3, %n балла</numerusform>
            <numerusform>%1: верно %2 из %3, %n баллов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The file claimed %n points: it was edited.</source>
        <translation>
            <numerusform>В файле был %n балл: файл изменён.</numerusform>
            <numerusform>В файле было %n балла: файл изменён.</numerusform>
            <numerusform>В файле было %n баллов: файл изменён.</numerusform>
        </translation>
    </message>
    <message>
        <source>No exam is held in the room.</source>
        <translation>В зале не проводится ни одного экзамена.</translation>
    </message>
    <message>
        <source>Exam %1, held in the room on %2: %3, %4.</source>
        <translation>Экзамен %1, проведён в зале %2: %3, %4.</translation>
    </message>
    <message>
        <source>Games: %1</source>
        <translation>Игры: %1</translation>
    </message>
    <message>
        <source>Results released.</source>
        <translation>Результаты опубликованы.</translation>
    </message>
    <message>
        <source>Results not released.</source>
        <translation>Результаты не опубликованы.</translation>
    </message>
    <message>
        <source>Time by the room&apos;s clock: %1</source>
        <translation>Время по часам зала: %1</translation>
    </message>
    <message>
        <source>Not answered: %1</source>
        <translation>Без ответа: %1</translation>
    </message>
    <message>
        <source>Print to PDF</source>
        <translation>Печать в PDF</translation>
    </message>
    <message>
        <source>Printed to %1.</source>
        <translation>Напечатано в %1.</translation>
    </message>
</context>
<context>
    <name>Irregularity</name>
    <message>
        <source>First card flashed</source>
        <translation>Засвечена первая карта</translation>
    </message>
    <message>
        <source>A card flashed or exposed on the deal</source>
        <translation>Карта засвечена или открыта при раздаче</translation>
    </message>
    <message>
        <source>Two or more cards exposed on the deal</source>
        <translation>При раздаче открыты две карты или больше</translation>
    </message>
    <message>
        <source>A boxed card on the deal</source>
        <translation>Перевёрнутая карта в колоде при раздаче</translation>
    </message>
    <message>
        <source>A seat missed or dealt in wrongly</source>
        <translation>Место пропущено или сдано по ошибке</translation>
    </message>
    <message>
        <source>First card to the wrong seat</source>
        <translation>Первая карта не на то место</translation>
    </message>
    <message>
        <source>A player has the wrong number of cards</source>
        <translation>У игрока неверное число карт</translation>
    </message>
    <message>
        <source>The button was dealt too few cards</source>
        <translation>Баттону сдано слишком мало карт</translation>
    </message>
    <message>
        <source>Four cards turned on the flop</source>
        <translation>На флопе открыто четыре карты</translation>
    </message>
    <message>
        <source>Flop dealt without a burn</source>
        <translation>Флоп сдан без сжигания карты</translation>
    </message>
    <message>
        <source>Premature flop</source>
        <translation>Преждевременный флоп</translation>
    </message>
    <message>
        <source>Premature turn</source>
        <translation>Преждевременный тёрн</translation>
    </message>
    <message>
        <source>Premature river</source>
        <translation>Преждевременный ривер</translation>
    </message>
    <message>
        <source>Next street dealt before the betting ended</source>
        <translation>Следующая улица сдана до конца торговли</translation>
    </message>
    <message>
        <source>A card found face up in the deck</source>
        <translation>В колоде найдена открытая карта</translation>
    </message>
    <message>
        <source>Fouled deck (two identical cards)</source>
        <translation>Испорченная колода (две одинаковые карты)</translation>
    </message>
    <message>
        <source>Action out of turn</source>
        <translation>Действие вне очереди</translation>
    </message>
    <message>
        <source>Misdeal: collect every card, reshuffle and deal again.</source>
        <translation>Мисдил: соберите все карты, перетасуйте и сдайте заново.</translation>
    </message>
    <message>
        <source>The same hand is dealt again: same button, same blinds, nobody new is dealt in.</source>
        <translation>Та же раздача сдаётся заново: тот же баттон, те же блайнды, новые игроки карт не получают.</translation>
    </message>
    <message>
        <source>No misdeal: there has been substantial action (two actions in turn, one of them putting chips in, or any three actions in turn). The hand is played out.</source>
        <translation>Мисдила нет: было существенное действие (два действия в свою очередь, одно из них с фишками, или любые три действия в свою очередь). Раздача доигрывается.</translation>
    </message>
    <message>
        <source>No misdeal: two players have acted on their hands (the blinds do not count). The hand is played out.</source>
        <translation>Мисдила нет: два игрока уже действовали (блайнды не считаются). Раздача доигрывается.</translation>
    </message>
    <message>
        <source>The deal goes on: the player may not keep the exposed card.</source>
        <translation>Раздача продолжается: игрок не оставляет себе открытую карту.</translation>
    </message>
    <message>
        <source>When every player has his cards, give that player the next card from the stub; the exposed card becomes the burn card for the flop.</source>
        <translation>Когда все игроки получат карты, дайте этому игроку следующую карту из колоды; открытая карта становится сжигаемой картой флопа.</translation>
    </message>
    <message>
        <source>When every player has his cards, give that player the next card from the stub; the exposed card goes face up to the discards.</source>
        <translation>Когда все игроки получат карты, дайте этому игроку следующую карту из колоды; открытая карта уходит в сброс рубашкой вниз.</translation>
    </message>
    <message>
        <source>The exposed down card becomes that player&apos;s upcard.</source>
        <translation>Открытая закрытая карта становится открытой картой этого игрока.</translation>
    </message>
    <message>
        <source>Deal his third-street card face down; enter the exposed card as his upcard (he may be the bring-in).</source>
        <translation>Сдайте игроку карту третьей улицы в закрытую; засвеченную карту введите как открытую карту игрока (бринг-ин может выпасть на неё).</translation>
    </message>
    <message>
        <source>A boxed card counts as a blank piece of paper: set it aside face up and give the next card in its place.</source>
        <translation>Перевёрнутая карта считается чистым листом бумаги: отложите её в открытую и дайте вместо неё следующую карту.</translation>
    </message>
    <message>
        <source>Two or more boxed cards on the deal are a misdeal.</source>
        <translation>Две перевёрнутые карты или больше при раздаче — мисдил.</translation>
    </message>
    <message>
        <source>The card found face up is set aside and is not part of the deck for this hand; the next card takes its place.</source>
        <translation>Найденная открытая карта откладывается и в этой раздаче не участвует; её место занимает следующая карта.</translation>
    </message>
    <message>
        <source>If it was to be the burn card, the next card is burned instead; go on with the deal.</source>
        <translation>Если она должна была быть сжигаемой, вместо неё сжигается следующая карта; продолжайте сдачу.</translation>
    </message>
    <message>
        <source>After substantial action a hand with the wrong number of cards is dead: %1&apos;s hand is killed; the chips it put in stay in the pot.</source>
        <translation>После существенного действия рука с неверным числом карт мертва: рука игрока %1 аннулируется; поставленные фишки остаются в банке.</translation>
    </message>
    <message>
        <source>Give the button (%1) the missing card from the top of the stub; the hand goes on, even after substantial action.</source>
        <translation>Дайте баттону (%1) недостающую карту с верха колоды; раздача продолжается даже после существенного действия.</translation>
    </message>
    <message>
        <source>The button (%1) has acted on a short hand: that hand is dead and is killed; the chips it put in stay in the pot.</source>
        <translation>Баттон (%1) сделал ход с неполной рукой: эта рука мертва и аннулируется; поставленные фишки остаются в банке.</translation>
    </message>
    <message>
        <source>Turn the four cards face down and scramble them.</source>
        <translation>Переверните четыре карты рубашкой вверх и перемешайте их.</translation>
    </message>
    <message>
        <source>A player (or the floor) picks one at random: it is the burn card for the turn. The other three are turned up as the flop.</source>
        <translation>Игрок (или флор) наугад выбирает одну: это сжигаемая карта тёрна. Три другие открываются как флоп.</translation>
    </message>
    <message>
        <source>The flop is dealt again: put the four cards back into the stub and reshuffle it; the burn card stays.</source>
        <translation>Флоп сдаётся заново: верните четыре карты в колоду и перетасуйте её; сжигаемая карта остаётся.</translation>
    </message>
    <message>
        <source>Cut, then turn a new flop without burning a card.</source>
        <translation>Снимите колоду и откройте новый флоп, не сжигая карту.</translation>
    </message>
    <message>
        <source>Nobody has acted on the flop: turn the three cards face down and scramble them.</source>
        <translation>На флопе ещё никто не ходил: переверните три карты рубашкой вверх и перемешайте их.</translation>
    </message>
    <message>
        <source>One of them, at random, becomes the burn card; the flop is the other two and the next card from the stub.</source>
        <translation>Одна из них, наугад, становится сжигаемой картой; флоп — две другие и следующая карта из колоды.</translation>
    </message>
    <message>
        <source>Nobody has acted on the flop, but its cards were exposed: put the three cards back into the stub, reshuffle it and cut.</source>
        <translation>На флопе никто не действовал, но его карты открыты: верните три карты в колоду, перетасуйте её и снимите.</translation>
    </message>
    <message>
        <source>Burn a card and turn a new flop.</source>
        <translation>Сожгите карту и откройте новый флоп.</translation>
    </message>
    <message>
        <source>A player has acted on the flop: the flop stands as dealt. Before the turn burn two cards (the one missed and the turn&apos;s), so that the turn and the river are the cards they would have been.</source>
        <translation>На флопе уже действовали: флоп остаётся как сдан. Перед тёрном сожгите две карты (пропущенную и карту тёрна), чтобы тёрн и ривер были теми картами, какими они были бы.</translation>
    </message>
    <message>
        <source>A player has acted on the flop: the flop stands as dealt. Burn before the turn as usual.</source>
        <translation>На флопе уже был ход: флоп остаётся как есть. Перед тёрном сожгите карту как обычно.</translation>
    </message>
    <message>
        <source>The flop entered is taken back: enter the flop again when it is dealt.</source>
        <translation>Введённый флоп отменён: введите флоп снова, когда он будет сдан.</translation>
    </message>
    <message>
        <source>Finish the betting round; the burn card stays a burn.</source>
        <translation>Завершите круг торговли; сожжённая карта остаётся сожжённой.</translation>
    </message>
    <message>
        <source>Put the premature %1 back into the stub (not the burn card, not the discards), reshuffle the stub and cut.</source>
        <translation>Верните преждевременные карты (%1) в колоду (без сожжённой карты и сброса), перетасуйте колоду и снимите.</translation>
    </message>
    <message>
        <source>Deal the %1 again without burning another card.</source>
        <translation>Сдайте %1 заново, не сжигая новую карту.</translation>
    </message>
    <message>
        <source>Set the premature card aside, face down: it is out of play for this round.</source>
        <translation>Отложите преждевременную карту рубашкой вверх: в этом круге она вне игры.</translation>
    </message>
    <message>
        <source>Finish the flop betting, then burn and turn the next card as the turn, in its time.</source>
        <translation>Завершите торговлю на флопе, затем в свой черёд сожгите карту и откройте следующую как тёрн.</translation>
    </message>
    <message>
        <source>After the turn betting, shuffle the set-aside card back into the stub (without the burn cards), cut, and turn the river without burning.</source>
        <translation>После торговли на тёрне замешайте отложенную карту обратно в колоду (без сожжённых карт), снимите и откройте ривер, не сжигая карту.</translation>
    </message>
    <message>
        <source>Put the premature cards back into the stub, reshuffle it and cut; deal the street again without burning another card.</source>
        <translation>Верните преждевременные карты в колоду, перетасуйте и снимите; сдайте улицу заново, не сжигая новую карту.</translation>
    </message>
    <message>
        <source>Fouled deck: play stops, whatever the action. Every bet of the hand is returned.</source>
        <translation>Испорченная колода: игра останавливается, какими бы ни были действия. Все ставки раздачи возвращаются.</translation>
    </message>
    <message>
        <source>Replace the deck; the same hand is dealt again with the same button and blinds.</source>
        <translation>Замените колоду; та же раздача сдаётся заново с тем же баттоном и блайндами.</translation>
    </message>
    <message>
        <source>Play backs up to the player in turn; %1&apos;s chips stay apart.</source>
        <translation>Ход возвращается к игроку, чья очередь; фишки игрока %1 лежат отдельно.</translation>
    </message>
    <message>
        <source>%1 acted out of turn: %2. It binds if the action to %1 has not changed when his turn comes (a check, call or fold in between does not change it).</source>
        <translation>Ход игрока %1 вне очереди: %2. Он обязателен, если до очереди игрока %1 ситуация не изменится (чек, колл или пас между ними её не меняют).</translation>
    </message>
    <message>
        <source>If somebody bets or raises first, it does not bind: the chips go back and %1 has every option.</source>
        <translation>Если кто-то раньше поставит или повысит, действие не обязательно: фишки возвращаются, и у игрока %1 снова все варианты.</translation>
    </message>
    <message>
        <source>Play backs up to the player in turn.</source>
        <translation>Ход возвращается к игроку, чья очередь.</translation>
    </message>
    <message>
        <source>%1 folded out of turn: the fold binds; his hand is folded when his turn comes.</source>
        <translation>Пас игрока %1 вне очереди обязателен: рука сбрасывается, когда до игрока дойдёт очередь.</translation>
    </message>
    <message>
        <source>The action to %1 has not changed: his action out of turn stands (%2).</source>
        <translation>Для игрока %1 ничего не изменилось: действие вне очереди остаётся в силе (%2).</translation>
    </message>
    <message>
        <source>%1&apos;s fold out of turn binds: his hand is folded.</source>
        <translation>Пас игрока %1 вне очереди обязателен: рука сброшена.</translation>
    </message>
    <message>
        <source>The action to %1 has changed: his action out of turn (%2) does not bind. His chips go back and he has every option.</source>
        <translation>Для игрока %1 ситуация изменилась: действие вне очереди (%2) не обязательно. Фишки возвращаются, все варианты снова открыты.</translation>
    </message>
    <message>
        <source>%1&apos;s dead hand is folded.</source>
        <translation>Мёртвая рука игрока %1 сброшена.</translation>
    </message>
    <message>
        <source>flop</source>
        <translation>флоп</translation>
    </message>
    <message>
        <source>turn</source>
        <translation>тёрн</translation>
    </message>
    <message>
        <source>river</source>
        <translation>ривер</translation>
    </message>
    <message>
        <source>fold</source>
        <translation>пас</translation>
    </message>
    <message>
        <source>check</source>
        <translation>чек</translation>
    </message>
    <message>
        <source>call %1</source>
        <translation>колл %1</translation>
    </message>
    <message>
        <source>bet %1</source>
        <translation>ставка %1</translation>
    </message>
    <message>
        <source>raise to %1</source>
        <translation>рейз до %1</translation>
    </message>
    <message>
        <source>Irregularity: %1 (%2)</source>
        <translation>Нарушение: %1 (%2)</translation>
    </message>
    <message>
        <source>%1 acted out of turn: %2 (held for his turn)</source>
        <translation>Ход игрока %1 вне очереди: %2 (ждёт своей очереди)</translation>
    </message>
    <message>
        <source>The same hand is dealt again: same button, same blinds.</source>
        <translation>Та же раздача сдаётся заново: тот же баттон, те же блайнды.</translation>
    </message>
    <message>
        <source>Every bet is returned; the same hand is dealt again with another deck.</source>
        <translation>Все ставки возвращаются; та же раздача сдаётся заново другой колодой.</translation>
    </message>
</context>
<context>
    <name>IrregularityDialog</name>
    <message>
        <source>Irregularity</source>
        <translation>Нарушение</translation>
    </message>
    <message>
        <source>What went wrong?</source>
        <translation>Что случилось?</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Игрок:</translation>
    </message>
    <message>
        <source>&amp;Acted out of turn:</source>
        <translation>&amp;Ход вне очереди:</translation>
    </message>
    <message>
        <source>Fold</source>
        <translation>Пас</translation>
    </message>
    <message>
        <source>Check or call</source>
        <translation>Чек или колл</translation>
    </message>
    <message>
        <source>Bet or raise to</source>
        <translation>Ставка или рейз до</translation>
    </message>
    <message>
        <source>amount</source>
        <translation>сумма</translation>
    </message>
    <message>
        <source>Apply the ruling  [Enter]</source>
        <translation>Применить решение  [Enter]</translation>
    </message>
    <message>
        <source>Close  [Esc]</source>
        <translation>Закрыть  [Esc]</translation>
    </message>
    <message>
        <source>Choose what went wrong (Up and Down), then press Enter.</source>
        <translation>Выберите, что пошло не так (стрелки вверх и вниз), затем нажмите Enter.</translation>
    </message>
    <message>
        <source>Nothing to rule on now: no hand is being played.</source>
        <translation>Решать нечего: раздача не идёт.</translation>
    </message>
    <message>
        <source>Rule set %1: %2</source>
        <translation>Правила %1: %2</translation>
    </message>
    <message>
        <source>The app changes nothing in the hand: follow the steps.</source>
        <translation>Программа ничего не меняет в раздаче: выполните шаги.</translation>
    </message>
    <message>
        <source>Applying it voids the hand and deals it again.</source>
        <translation>Решение аннулирует раздачу и сдаёт её заново.</translation>
    </message>
    <message>
        <source>Applying it returns every bet and deals the hand again.</source>
        <translation>Решение возвращает все ставки и сдаёт раздачу заново.</translation>
    </message>
    <message>
        <source>Applying it kills the hand: it is folded at its turn.</source>
        <translation>Решение аннулирует руку: она сбрасывается в свою очередь.</translation>
    </message>
    <message>
        <source>Applying it takes back the flop entered.</source>
        <translation>Решение отменяет введённый флоп.</translation>
    </message>
    <message>
        <source>Applying it holds the action until the player&apos;s turn.</source>
        <translation>Решение удерживает действие до очереди игрока.</translation>
    </message>
    <message>
        <source>Void the hand?</source>
        <translation>Аннулировать раздачу?</translation>
    </message>
    <message>
        <source>%1: this voids the hand and deals it again. Void it?</source>
        <translation>%1: раздача аннулируется и сдаётся заново. Аннулировать?</translation>
    </message>
    <message>
        <source>&amp;Void the hand</source>
        <translation>&amp;Аннулировать раздачу</translation>
    </message>
    <message>
        <source>&amp;Keep the hand  [Enter]</source>
        <translation>&amp;Оставить раздачу  [Enter]</translation>
    </message>
    <message>
        <source>Applied: %1</source>
        <translation>Применено: %1</translation>
    </message>
    <message>
        <source>Done. The ruling is in the hand&apos;s log; Esc closes.</source>
        <translation>Готово. Решение записано в журнал раздачи; Esc закрывает.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Dealer Assistant</source>
        <translation>Помощник дилера</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>&amp;Стол</translation>
    </message>
    <message>
        <source>&amp;New table…</source>
        <translation>&amp;Новый стол…</translation>
    </message>
    <message>
        <source>&amp;Players…  [F2]</source>
        <translation>&amp;Игроки…  [F2]</translation>
    </message>
    <message>
        <source>Pause the &amp;clock  [F5]</source>
        <translation>&amp;Часы: пауза  [F5]</translation>
    </message>
    <message>
        <source>&amp;Join a table of the room&apos;s event…</source>
        <translation>&amp;Сесть за стол турнира из зала…</translation>
    </message>
    <message>
        <source>Move &amp;done: the player has left  [Ctrl+M]</source>
        <translation>&amp;Готово: игрок пересел  [Ctrl+M]</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>Н&amp;астройки…</translation>
    </message>
    <message>
        <source>&amp;Move the table to another folder…</source>
        <translation>&amp;Перенести стол в другую папку…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Выход</translation>
    </message>
    <message>
        <source>&amp;Hand</source>
        <translation>&amp;Раздача</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <source>&amp;Misdeal: void this hand and deal it again</source>
        <translation>&amp;Мисдил: аннулировать раздачу и сдать заново</translation>
    </message>
    <message>
        <source>&amp;Irregularity…  [Ctrl+I]</source>
        <translation>&amp;Нарушение…  [Ctrl+I]</translation>
    </message>
    <message>
        <source>T&amp;raining</source>
        <translation>&amp;Обучение</translation>
    </message>
    <message>
        <source>Training &amp;room…</source>
        <translation>&amp;Учебный класс…</translation>
    </message>
    <message>
        <source>&amp;Hide the figures (live-dealing practice)</source>
        <translation>&amp;Скрыть цифры (тренировка живой раздачи)</translation>
    </message>
    <message>
        <source>H&amp;istory</source>
        <translation>&amp;История</translation>
    </message>
    <message>
        <source>Opening the data folder…</source>
        <translation>Открывается папка данных…</translation>
    </message>
    <message>
        <source>This window is on no room: start it with --room URL to join an event.</source>
        <translation>Это окно не подключено к залу: запустите его с --room URL, чтобы войти в турнир.</translation>
    </message>
    <message>
        <source>The room holds no event yet.</source>
        <translation>В зале ещё нет турнира.</translation>
    </message>
    <message>
        <source>%1 (event %2 of station %3)</source>
        <translation>%1 (турнир %2 станции %3)</translation>
    </message>
    <message>
        <source>Join an event</source>
        <translation>Войти в турнир</translation>
    </message>
    <message>
        <source>Event:</source>
        <translation>Турнир:</translation>
    </message>
    <message>
        <source>Table:</source>
        <translation>Стол:</translation>
    </message>
    <message>
        <source>This table is no event&apos;s table: it has no move to make.</source>
        <translation>Этот стол не принадлежит турниру: пересаживать некого.</translation>
    </message>
    <message>
        <source>The event asks no move of this table.</source>
        <translation>Турнир не требует пересадок за этим столом.</translation>
    </message>
    <message>
        <source>Room %1 · %2, table %3</source>
        <translation>Зал %1 · %2, стол %3</translation>
    </message>
    <message>
        <source>Room %1 · table %2</source>
        <translation>Зал %1 · стол %2</translation>
    </message>
    <message>
        <source>Room %1</source>
        <translation>Зал %1</translation>
    </message>
    <message>
        <source>A hand is in play</source>
        <translation>Раздача идёт</translation>
    </message>
    <message>
        <source>Hand %1 is not over: %2</source>
        <translation>Раздача %1 не закончена: %2</translation>
    </message>
    <message>
        <source>A new table ends it where it stands: the journal keeps it as abandoned (listed in the hand history, with every action entered), and its chips are not settled by the app. Open a new table anyway?</source>
        <translation>Новый стол прервёт её там, где она сейчас: журнал сохранит её как брошенную (в истории раздач, со всеми введёнными действиями), а её фишки приложение не распределит. Всё равно открыть новый стол?</translation>
    </message>
    <message>
        <source>Abandon the hand</source>
        <translation>Бросить раздачу</translation>
    </message>
    <message>
        <source>Go on with the hand</source>
        <translation>Продолжить раздачу</translation>
    </message>
    <message>
        <source>No table is open.</source>
        <translation>Стол не открыт.</translation>
    </message>
    <message>
        <source>New table…  [Ctrl+N]</source>
        <translation>Новый стол…  [Ctrl+N]</translation>
    </message>
    <message>
        <source>Tournament director…</source>
        <translation>Директор турнира…</translation>
    </message>
    <message>
        <source>Undo: %1</source>
        <translation>Отменить: %1</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Отменить</translation>
    </message>
    <message>
        <source>Dealer&apos;s choice</source>
        <translation>Выбор дилера</translation>
    </message>
    <message>
        <source>Between hands</source>
        <translation>Между раздачами</translation>
    </message>
    <message>
        <source>rules: %1</source>
        <translation>правила: %1</translation>
    </message>
    <message>
        <source>chip unit %1</source>
        <translation>единица фишки %1</translation>
    </message>
    <message>
        <source>hand %1</source>
        <translation>раздача %1</translation>
    </message>
    <message>
        <source>The event&apos;s clock is the director&apos;s: only the director pauses it.</source>
        <translation>Часы турнира — у директора: паузу ставит только директор.</translation>
    </message>
    <message>
        <source>Resume the &amp;clock  [F5]</source>
        <translation>&amp;Часы: пуск  [F5]</translation>
    </message>
    <message>
        <source>The director&apos;s &amp;clock  [F5]</source>
        <translation>&amp;Часы директора  [F5]</translation>
    </message>
    <message>
        <source>Move the table to another folder</source>
        <translation>Перенести стол в другую папку</translation>
    </message>
    <message>
        <source>This table has no journal to move.</source>
        <translation>У этого стола нет журнала для переноса.</translation>
    </message>
    <message>
        <source>The table is kept in %1 from now on, with every action kept so far.</source>
        <translation>Теперь стол хранится в %1, со всеми действиями, сохранёнными до сих пор.</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>The journal holds no event.</source>
        <translation>В журнале нет ни одного турнира.</translation>
    </message>
    <message>
        <source>Open an event first.</source>
        <translation>Сначала откройте турнир.</translation>
    </message>
    <message>
        <source>An announcement needs some words.</source>
        <translation>Объявление не может быть пустым.</translation>
    </message>
    <message>
        <source>An announcement holds at most {count} characters.</source>
        <translation>Объявление слишком длинное: максимум символов — {count}.</translation>
    </message>
    <message>
        <source>No event is open.</source>
        <translation>Нет открытого турнира.</translation>
    </message>
    <message>
        <source>The remote knows pause, resume, add or remove time, eliminate.</source>
        <translation>Пульт умеет: пауза / пуск, добавить или убрать время, выбывание.</translation>
    </message>
    <message>
        <source>Minutes are a whole number from 1 to 60.</source>
        <translation>Минуты — целое число от 1 до 60.</translation>
    </message>
    <message>
        <source>Name the eliminated player.</source>
        <translation>Укажите выбывшего игрока.</translation>
    </message>
    <message>
        <source>Several players are named {player}: type the name exactly.</source>
        <translation>{player}: так зовут нескольких игроков; введите имя точно.</translation>
    </message>
    <message>
        <source>The director has not set a PIN for the remote.</source>
        <translation>Директор не задал PIN пульта.</translation>
    </message>
    <message>
        <source>Too many wrong PINs: try again in {minutes} min.</source>
        <translation>Слишком много неверных PIN: повторите через {minutes} мин.</translation>
    </message>
    <message>
        <source>Too many wrong PINs: this address is locked out for {minutes} min.</source>
        <translation>Слишком много неверных PIN: этот адрес заблокирован на {minutes} мин.</translation>
    </message>
    <message numerus="yes">
        <source>Wrong PIN ({count} tries left).</source>
        <comment>Wrong PIN ({count} try left).</comment>
        <translation>
            <numerusform>Неверный PIN (осталась {count} попытка).</numerusform>
            <numerusform>Неверный PIN (осталось {count} попытки).</numerusform>
            <numerusform>Неверный PIN (осталось {count} попыток).</numerusform>
        </translation>
    </message>
    <message>
        <source>The events journal started a new file: the event is written again there from this window. The last action was not kept: enter it again.</source>
        <translation>Журнал турниров начал новый файл: турнир записан туда заново из этого окна. Последнее действие не сохранено: введите его снова.</translation>
    </message>
    <message>
        <source>There is no event to reopen.</source>
        <translation>Нет турнира, который можно открыть снова.</translation>
    </message>
    <message>
        <source>Entry {entry} of event {event} ({kind}) cannot be replayed: {reason}</source>
        <translation>Запись {entry} турнира {event} ({kind}) не удаётся воспроизвести: {reason}</translation>
    </message>
    <message>
        <source>Event {event} goes on as event {again}, as its journal held it up to its last sound entry ({count} actions); its entries are kept as they are.</source>
        <translation>Турнир {event} продолжается как турнир {again} — таким, каким его хранил журнал до последней целой записи (действий: {count}); его записи сохранены как есть.</translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation>Отменять нечего.</translation>
    </message>
    <message>
        <source>The event cannot be saved in {file}: {reason}.</source>
        <translation>Турнир нельзя сохранить в {file}: {reason}.</translation>
    </message>
    <message>
        <source>A recorded event holds a set-up and a list of events.</source>
        <translation>Записанный турнир содержит настройки и список событий.</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; is not a number: type it in digits, like 240.</source>
        <translation>«{text}» — не число: введите его цифрами, например 240.</translation>
    </message>
    <message>
        <source>There is no seat {seat}: the table has seats 1 to {seats}.</source>
        <translation>Места {seat} нет: за столом места с 1 по {seats}.</translation>
    </message>
    <message>
        <source>Type an answer first.</source>
        <translation>Сначала введите ответ.</translation>
    </message>
    <message>
        <source>Choose a number from 1 to {most}.</source>
        <translation>Выберите номер от 1 до {most}.</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; is not seats / value: type the seats that win a chip, /, and the value removed, like 1 3 / 25.</source>
        <translation>«{text}» — это не «места / сумма»: введите места, получающие фишку, /, и изъятую сумму, например 1 3 / 25.</translation>
    </message>
    <message>
        <source>Pot {pot}: name the seats that can win it.</source>
        <translation>Банк {pot}: укажите места, которые могут его выиграть.</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; is not seat=amount: type each seat, =, and the chips, like 2=51.</source>
        <translation>«{text}» — не место=сумма: введите место, = и фишки, например 2=51.</translation>
    </message>
    <message>
        <source>Choose at least one skill.</source>
        <translation>Выберите хотя бы один навык.</translation>
    </message>
    <message>
        <source>The stakes of {game} cannot be negative.</source>
        <translation>«{game}»: ставки не могут быть отрицательными.</translation>
    </message>
    <message>
        <source>The stakes of {game} must be whole chips of {unit}: {amount} is not.</source>
        <translation>«{game}»: ставки должны быть кратны единице фишки {unit}, а {amount} не кратно.</translation>
    </message>
    <message>
        <source>{game} needs a small bet and a big bet at least as large.</source>
        <translation>«{game}»: нужны малая ставка и большая ставка не меньше её.</translation>
    </message>
    <message>
        <source>{game} needs a bring-in.</source>
        <translation>«{game}»: нужен бринг-ин.</translation>
    </message>
    <message>
        <source>A hand needs at least two players.</source>
        <translation>Для раздачи нужны хотя бы два игрока.</translation>
    </message>
    <message>
        <source>{game} is played by at most {count} players, not {players}.</source>
        <translation>В «{game}» играют не больше {count} игроков, а не {players}.</translation>
    </message>
    <message>
        <source>The level&apos;s blinds are a small and a big blind, not negative.</source>
        <translation>Блайнды уровня — малый и большой, не отрицательные.</translation>
    </message>
    <message>
        <source>There are {count} players but {given} names.</source>
        <translation>Игроков: {count}, имён: {given} — их должно быть поровну.</translation>
    </message>
    <message>
        <source>Every player in the hand needs chips: a stack is zero or less.</source>
        <translation>У каждого игрока в раздаче должны быть фишки: у кого-то стек нулевой или меньше.</translation>
    </message>
    <message>
        <source>A limit game needs a small bet and a big bet at least as large.</source>
        <translation>Для лимитной игры нужны малая ставка и большая ставка не меньше её.</translation>
    </message>
    <message>
        <source>A no-limit or pot-limit game needs a minimum bet (the big blind).</source>
        <translation>Для безлимита и пот-лимита нужна минимальная ставка (большой блайнд).</translation>
    </message>
    <message>
        <source>{game} needs a bring-in amount.</source>
        <translation>Для «{game}» нужен размер бринг-ина.</translation>
    </message>
    <message>
        <source>{game} has no blinds: it uses antes and a bring-in.</source>
        <translation>В «{game}» нет блайндов: там анте и бринг-ин.</translation>
    </message>
    <message>
        <source>There are {count} players but {given} blinds.</source>
        <translation>Игроков: {count}, блайндов: {given} — их должно быть поровну.</translation>
    </message>
    <message>
        <source>The blinds cannot be negative.</source>
        <translation>Блайнды не могут быть отрицательными.</translation>
    </message>
    <message>
        <source>There are {count} players but {given} antes.</source>
        <translation>Игроков: {count}, анте: {given} — их должно быть поровну.</translation>
    </message>
    <message>
        <source>The antes cannot be negative.</source>
        <translation>Анте не могут быть отрицательными.</translation>
    </message>
    <message>
        <source>There are {count} players but {given} dead blinds.</source>
        <translation>Игроков: {count}, мёртвых блайндов: {given} — их должно быть поровну.</translation>
    </message>
    <message>
        <source>The dead blinds cannot be negative.</source>
        <translation>Мёртвые блайнды не могут быть отрицательными.</translation>
    </message>
    <message>
        <source>on the board</source>
        <translation>на борде</translation>
    </message>
    <message>
        <source>in {player}&apos;s hand</source>
        <translation>в руке игрока {player}</translation>
    </message>
    <message>
        <source>among {player}&apos;s upcards</source>
        <translation>среди открытых карт игрока {player}</translation>
    </message>
    <message>
        <source>among {player}&apos;s discards</source>
        <translation>среди карт, сброшенных игроком {player} при обмене</translation>
    </message>
    <message>
        <source>Everybody else folded.</source>
        <translation>Все остальные сказали пас.</translation>
    </message>
    <message>
        <source>The hands shown are not known: the pot is split among them.</source>
        <translation>Открытые руки неизвестны: банк делится между ними.</translation>
    </message>
    <message>
        <source>Everybody in this pot mucked: the last to muck wins it.</source>
        <translation>Все игроки этого банка отправили карты в мак: банк получает тот, кто сделал это последним.</translation>
    </message>
    <message>
        <source>Nobody else could win this pot.</source>
        <translation>Никто другой не мог выиграть этот банк.</translation>
    </message>
    <message>
        <source>The other players mucked or did not show.</source>
        <translation>Остальные игроки отправили карты в мак или не открыли их.</translation>
    </message>
    <message>
        <source>No qualifying low: the high hand takes the whole pot.</source>
        <translation>Нет квалифицированного лоу: хай забирает весь банк.</translation>
    </message>
    <message>
        <source>first left of the button</source>
        <translation>первый слева от баттона</translation>
    </message>
    <message>
        <source>highest card by suit ({card})</source>
        <translation>старшая карта по масти ({card})</translation>
    </message>
    <message>
        <source>lowest card by suit ({card})</source>
        <translation>младшая карта по масти ({card})</translation>
    </message>
    <message>
        <source>No betting now: {need}</source>
        <translation>Торговли сейчас нет: {need}</translation>
    </message>
    <message>
        <source>This is not the showdown: {need}</source>
        <translation>Сейчас не вскрытие: {need}</translation>
    </message>
    <message numerus="yes">
        <source>{player} holds {count} cards and cannot change {given}.</source>
        <comment>{player} holds {count} card and cannot change {given}.</comment>
        <translation>
            <numerusform>У игрока {player} на руках {count} карта; поменять {given} нельзя.</numerusform>
            <numerusform>У игрока {player} на руках {count} карты; поменять {given} нельзя.</numerusform>
            <numerusform>У игрока {player} на руках {count} карт; поменять {given} нельзя.</numerusform>
        </translation>
    </message>
    <message>
        <source>No misdeal once two players have acted on their hands (RRoP): the hand is played out.</source>
        <translation>Мисдила нет, если два игрока уже действовали (RRoP): раздача доигрывается.</translation>
    </message>
    <message>
        <source>No misdeal after substantial action (TDA 36): two actions in turn of which one put chips in, or three actions in turn, have been taken. The hand is played out.</source>
        <translation>После существенного действия мисдила нет (TDA 36): уже были два действия в свою очередь, одно из них с фишками, или три действия в свою очередь. Раздача доигрывается.</translation>
    </message>
    <message>
        <source>An action out of turn is a fold, a check or call, or a bet or raise.</source>
        <translation>Действие вне очереди — это пас, чек или колл, бет или рейз.</translation>
    </message>
    <message>
        <source>The hand is over: its result stands; deal the next hand.</source>
        <translation>Раздача окончена: её результат окончателен; сдайте следующую раздачу.</translation>
    </message>
    <message>
        <source>The deal is over: a flashed card is ruled on while the cards are dealt.</source>
        <translation>Сдача карт окончена: засвеченная карта решается, пока карты сдаются.</translation>
    </message>
    <message>
        <source>The hand is over: a dealer error is ruled on during the hand.</source>
        <translation>Раздача окончена: ошибка дилера решается во время раздачи.</translation>
    </message>
    <message>
        <source>In stud a flashed down card becomes the player&apos;s upcard: choose a card flashed on the deal.</source>
        <translation>В стаде засвеченная закрытая карта становится открытой картой игрока: выберите «Карта засвечена или открыта при раздаче».</translation>
    </message>
    <message>
        <source>Stud has no button.</source>
        <translation>В стаде нет баттона.</translation>
    </message>
    <message>
        <source>No flop is being dealt now.</source>
        <translation>Сейчас флоп не сдаётся.</translation>
    </message>
    <message>
        <source>This game has no flop.</source>
        <translation>В этой игре нет флопа.</translation>
    </message>
    <message>
        <source>The flop is not the street in play.</source>
        <translation>Сейчас идёт не флоп.</translation>
    </message>
    <message>
        <source>The pre-flop betting is not in progress.</source>
        <translation>Сейчас не идёт торговля на префлопе.</translation>
    </message>
    <message>
        <source>The flop betting is not in progress.</source>
        <translation>Сейчас не идёт торговля на флопе.</translation>
    </message>
    <message>
        <source>The turn betting is not in progress.</source>
        <translation>Сейчас не идёт торговля на тёрне.</translation>
    </message>
    <message>
        <source>No stud betting round before another street is in progress.</source>
        <translation>Сейчас не идёт круг торговли в стаде перед следующей улицей.</translation>
    </message>
    <message>
        <source>Nobody can act out of turn now: no betting is in progress.</source>
        <translation>Сейчас никто не может действовать вне очереди: торговля не идёт.</translation>
    </message>
    <message>
        <source>Choose the player in the hand who has the wrong number of cards.</source>
        <translation>Выберите игрока раздачи, у которого неверное число карт.</translation>
    </message>
    <message>
        <source>{player} (the button) has folded: nothing to rule.</source>
        <translation>{player} (баттон): пас, решать нечего.</translation>
    </message>
    <message>
        <source>{player} is not due to act again in this betting round: there is no action out of turn to hold.</source>
        <translation>{player} больше не ходит в этом круге торговли: удерживать действие вне очереди не нужно.</translation>
    </message>
    <message>
        <source>No betting now: {reason}</source>
        <translation>Сейчас торговли нет: {reason}</translation>
    </message>
    <message>
        <source>It is {player}&apos;s turn: enter the action as usual.</source>
        <translation>Сейчас ход игрока {player}: введите действие как обычно.</translation>
    </message>
    <message>
        <source>{player} has folded.</source>
        <translation>{player}: уже пас.</translation>
    </message>
    <message>
        <source>{player} is all-in: there is nothing to act on.</source>
        <translation>{player} в олл-ине: действий больше нет.</translation>
    </message>
    <message>
        <source>Say who acted out of turn and what he did.</source>
        <translation>Укажите, кто действовал вне очереди и какое было действие.</translation>
    </message>
    <message>
        <source>the betting is capped: {player} may only call or fold.</source>
        <translation>лимит рейзов исчерпан (кэп): {player} может только уравнять или сказать пас.</translation>
    </message>
    <message>
        <source>the short all-in did not re-open the betting: {player} may only call or fold.</source>
        <translation>неполный олл-ин не открыл торговлю заново: {player} может только уравнять или сказать пас.</translation>
    </message>
    <message>
        <source>{player} has no chips left beyond a call.</source>
        <translation>у игрока {player} нет фишек сверх колла.</translation>
    </message>
    <message>
        <source>every other player is all-in: call or fold.</source>
        <translation>все остальные игроки в олл-ине: колл или пас.</translation>
    </message>
    <message>
        <source>Unknown action {action}.</source>
        <translation>Неизвестное действие: {action}.</translation>
    </message>
    <message>
        <source>Nothing to undo: no action has been entered in this hand.</source>
        <translation>Нечего отменять: в этой раздаче ещё нет действий.</translation>
    </message>
    <message>
        <source>{player} to act.</source>
        <translation>Ход игрока {player}.</translation>
    </message>
    <message>
        <source>Deal the community card (the deck is short): 1 card.</source>
        <translation>Откройте общую карту (в колоде не хватает карт): 1 карта.</translation>
    </message>
    <message numerus="yes">
        <source>Deal the {street}: {count} cards.</source>
        <comment>Deal the {street}: {count} card.</comment>
        <translation>
            <numerusform>Сдайте {street}: {count} карта.</numerusform>
            <numerusform>Сдайте {street}: {count} карты.</numerusform>
            <numerusform>Сдайте {street}: {count} карт.</numerusform>
        </translation>
    </message>
    <message>
        <source>Enter {player}&apos;s upcard.</source>
        <translation>Введите открытую карту игрока {player}.</translation>
    </message>
    <message>
        <source>{player} draws: how many cards (0 stands pat)?</source>
        <translation>{player} меняет карты: сколько (0 — без обмена)?</translation>
    </message>
    <message>
        <source>{player} shows (every hand is turned face up).</source>
        <translation>{player} открывает карты (все руки открываются).</translation>
    </message>
    <message>
        <source>{player} shows or mucks.</source>
        <translation>{player} открывает карты или отправляет их в мак.</translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation>Раздача окончена.</translation>
    </message>
    <message>
        <source>It is {actor}&apos;s turn, not {player}&apos;s.</source>
        <translation>Сейчас ход игрока {actor}, а не игрока {player}.</translation>
    </message>
    <message>
        <source>There is no player {player} in this hand.</source>
        <translation>В этой раздаче нет игрока {player}.</translation>
    </message>
    <message>
        <source>{player} must post the bring-in or complete: the bring-in is a forced bet.</source>
        <translation>{player}: нужно поставить бринг-ин или дополнить — бринг-ин обязателен.</translation>
    </message>
    <message>
        <source>{player} must post the bring-in or complete, not check.</source>
        <translation>{player}: нужно поставить бринг-ин или дополнить, чек невозможен.</translation>
    </message>
    <message>
        <source>There is no bring-in to post now.</source>
        <translation>Сейчас бринг-ин не ставится.</translation>
    </message>
    <message>
        <source>no raise is allowed.</source>
        <translation>рейз не разрешён.</translation>
    </message>
    <message>
        <source>{player} cannot {verb}: {reason}</source>
        <translation>{player} не может {verb}: {reason}</translation>
    </message>
    <message>
        <source>{player} has only {amount} in all this round: {verb} to at most {amount}.</source>
        <translation>У игрока {player} всего {amount} на этот круг: {verb} не больше чем до {amount}.</translation>
    </message>
    <message>
        <source>{player} may {verb} to {amount} only: fixed limit.</source>
        <translation>{player} может {verb} только до {amount}: фиксированный лимит.</translation>
    </message>
    <message>
        <source>{player} may {verb} to {amount} or {larger} only: fixed limit.</source>
        <translation>{player} может {verb} только до {amount} или до {larger}: фиксированный лимит.</translation>
    </message>
    <message>
        <source>{player} may {verb} to at most {amount}: pot limit.</source>
        <translation>{player} может {verb} не больше чем до {amount}: пот-лимит.</translation>
    </message>
    <message>
        <source>{player} must {verb} to at least {amount} (or go all-in for {all_in}).</source>
        <translation>{player}: нужно {verb} минимум до {amount} (или пойти олл-ин на {all_in}).</translation>
    </message>
    <message>
        <source>No board cards yet: the {street} betting is not over.</source>
        <translation>Карты борда пока не открываются: торговля не окончена ({street}).</translation>
    </message>
    <message>
        <source>No board cards now: {need}</source>
        <translation>Карты борда сейчас не открываются: {need}</translation>
    </message>
    <message>
        <source>No board card is due now: {need}</source>
        <translation>Сейчас карта борда не нужна: {need}</translation>
    </message>
    <message numerus="yes">
        <source>The {street} is {count} cards, not {given}.</source>
        <comment>The {street} is {count} card, not {given}.</comment>
        <translation>
            <numerusform>Улица «{street}»: нужна {count} карта, а не {given}.</numerusform>
            <numerusform>Улица «{street}»: нужны {count} карты, а не {given}.</numerusform>
            <numerusform>Улица «{street}»: нужно {count} карт, а не {given}.</numerusform>
        </translation>
    </message>
    <message>
        <source>The cards are all dealt: this is the showdown.</source>
        <translation>Все карты сданы: идёт вскрытие.</translation>
    </message>
    <message>
        <source>{player} has not drawn yet on this street.</source>
        <translation>{player}: обмен на этой улице ещё не сделан.</translation>
    </message>
    <message>
        <source>{player} already has the replacement cards.</source>
        <translation>У игрока {player} уже есть карты на замену.</translation>
    </message>
    <message numerus="yes">
        <source>{player} changed {count} cards, not {given}.</source>
        <comment>{player} changed {count} card, not {given}.</comment>
        <translation>
            <numerusform>{player}: на замену {count} карта, а не {given}.</numerusform>
            <numerusform>{player}: на замену {count} карты, а не {given}.</numerusform>
            <numerusform>{player}: на замену {count} карт, а не {given}.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} already has the cards of this street.</source>
        <translation>У игрока {player} уже есть карты этой улицы.</translation>
    </message>
    <message>
        <source>Seventh street is a community card: the deck is short.</source>
        <translation>Седьмая улица — общая карта: в колоде не хватает карт.</translation>
    </message>
    <message numerus="yes">
        <source>{street} deals {count} cards to each player, not {given}.</source>
        <comment>{street} deals {count} card to each player, not {given}.</comment>
        <translation>
            <numerusform>{street}: каждому игроку по {count} карте, а не {given}.</numerusform>
            <numerusform>{street}: каждому игроку по {count} карты, а не {given}.</numerusform>
            <numerusform>{street}: каждому игроку по {count} карт, а не {given}.</numerusform>
        </translation>
    </message>
    <message>
        <source>The {street} cards are already dealt.</source>
        <translation>Карты улицы «{street}» уже сданы.</translation>
    </message>
    <message>
        <source>No draw yet: the {street} betting is not over.</source>
        <translation>Обмена пока нет: торговля не окончена ({street}).</translation>
    </message>
    <message>
        <source>No draw now: {need}</source>
        <translation>Сейчас обмена нет: {need}</translation>
    </message>
    <message>
        <source>It is {drawer}&apos;s turn to draw, not {player}&apos;s.</source>
        <translation>Сейчас меняет карты игрок {drawer}, а не игрок {player}.</translation>
    </message>
    <message>
        <source>{card} is not in {player}&apos;s hand.</source>
        <translation>Карты {card} нет в руке игрока {player}.</translation>
    </message>
    <message>
        <source>Those cards are not all in {player}&apos;s hand.</source>
        <translation>Не все эти карты есть в руке игрока {player}.</translation>
    </message>
    <message>
        <source>A card is discarded twice.</source>
        <translation>Одна карта сброшена дважды.</translation>
    </message>
    <message>
        <source>{player} has mucked.</source>
        <translation>{player}: карты уже в маке.</translation>
    </message>
    <message>
        <source>{player} has already shown a hand.</source>
        <translation>{player}: рука уже открыта.</translation>
    </message>
    <message>
        <source>{player}&apos;s cards are not known: enter the cards shown.</source>
        <translation>Карты игрока {player} неизвестны: введите открытые карты.</translation>
    </message>
    <message numerus="yes">
        <source>{player} shows {count} cards, not {given}.</source>
        <comment>{player} shows {count} card, not {given}.</comment>
        <translation>
            <numerusform>{player}: открывается {count} карта, а не {given}.</numerusform>
            <numerusform>{player}: открываются {count} карты, а не {given}.</numerusform>
            <numerusform>{player}: открываются {count} карт, а не {given}.</numerusform>
        </translation>
    </message>
    <message>
        <source>A card is entered twice.</source>
        <translation>Одна карта введена дважды.</translation>
    </message>
    <message>
        <source>{player} was dealt {cards}: those must be among the cards shown.</source>
        <translation>Игроку {player} сданы {cards}: они должны быть среди открытых карт.</translation>
    </message>
    <message>
        <source>{player}&apos;s upcards {cards} must be among the cards shown.</source>
        <translation>Открытые карты игрока {player} ({cards}) должны быть среди показанных.</translation>
    </message>
    <message>
        <source>A player is all-in: every hand is turned face up (RULES 8), nobody mucks.</source>
        <translation>Игрок в олл-ине: все руки открываются (RULES 8), в мак никто не отправляет.</translation>
    </message>
    <message>
        <source>{player} has already shown or mucked.</source>
        <translation>{player}: карты уже открыты или в маке.</translation>
    </message>
    <message>
        <source>{player} cannot bring in: {other}&apos;s upcard {card} brings in before {player}&apos;s {own}.</source>
        <translation>{player} не может ставить бринг-ин: по открытым картам бринг-ин ставит игрок {other} ({card}), а не игрок {player} ({own}).</translation>
    </message>
    <message>
        <source>{player} cannot bring in: {other}&apos;s upcard {card} brings in before any card {player} may hold.</source>
        <translation>{player} не может ставить бринг-ин: с картой {card} бринг-ин ставит игрок {other}, какая бы карта ни была у игрока {player}.</translation>
    </message>
    <message>
        <source>{player} cannot act first: {other}&apos;s upcards show a better hand.</source>
        <translation>{player} не может открывать торговлю: у игрока {other} открытые карты сильнее.</translation>
    </message>
    <message>
        <source>{game} needs a big blind.</source>
        <translation>«{game}»: нужен большой блайнд.</translation>
    </message>
    <message>
        <source>The small blind of {game} is larger than the big blind.</source>
        <translation>«{game}»: малый блайнд больше большого.</translation>
    </message>
    <message>
        <source>This level has no stakes for {game}.</source>
        <translation>На этом уровне нет ставок для игры «{game}».</translation>
    </message>
    <message>
        <source>The chip unit must be a positive amount.</source>
        <translation>Единица фишки должна быть положительной.</translation>
    </message>
    <message>
        <source>The number of decimals cannot be negative.</source>
        <translation>Число знаков после запятой не может быть отрицательным.</translation>
    </message>
    <message>
        <source>The button is either &apos;dead&apos; or &apos;moving&apos;.</source>
        <translation>Баттон бывает только «dead» (мёртвый) или «moving» (подвижный).</translation>
    </message>
    <message>
        <source>A game is played at least one hand, orbit or level.</source>
        <translation>Каждую игру играют хотя бы одну раздачу, один круг баттона или один уровень.</translation>
    </message>
    <message>
        <source>Choose at least one game.</source>
        <translation>Выберите хотя бы одну игру.</translation>
    </message>
    <message>
        <source>Unknown game &apos;{game}&apos;: the games are {games}.</source>
        <translation>Неизвестная игра «{game}»: игры — {games}.</translation>
    </message>
    <message>
        <source>A table has 2 to {most} seats, not {count}.</source>
        <translation>За столом от 2 до {most} мест, а не {count}.</translation>
    </message>
    <message>
        <source>{game} is played by at most {most} players: the table can have at most {most} seats.</source>
        <translation>В «{game}» играют не больше {most} игроков: за столом может быть не больше {most} мест.</translation>
    </message>
    <message>
        <source>Dealer&apos;s choice needs at least two games to choose from.</source>
        <translation>Для выбора дилера нужны хотя бы две игры на выбор.</translation>
    </message>
    <message>
        <source>In dealer&apos;s choice the button names the game per hand or orbit.</source>
        <translation>При выборе дилера игру называет баттон — на раздачу или на круг баттона.</translation>
    </message>
    <message>
        <source>There are no stakes for {game}.</source>
        <translation>Нет ставок для игры «{game}».</translation>
    </message>
    <message>
        <source>There are no stakes for {game} in level {level}.</source>
        <translation>На уровне {level} нет ставок для игры «{game}».</translation>
    </message>
    <message>
        <source>A cash game has fixed stakes: levels are for tournaments.</source>
        <translation>В кэш-игре ставки фиксированы: уровни бывают в турнирах.</translation>
    </message>
    <message>
        <source>Games rotate per level only in a sit-and-go or a tournament.</source>
        <translation>Смена игр по уровням бывает только в сит-энд-гоу и турнирах.</translation>
    </message>
    <message>
        <source>Starting stacks, late registration, re-entry and add-on are tournament settings.</source>
        <translation>Стартовый стек, поздняя регистрация, ре-энтри и аддон — настройки турнира.</translation>
    </message>
    <message>
        <source>A buy-in limit cannot be negative.</source>
        <translation>Предел бай-ина не может быть отрицательным.</translation>
    </message>
    <message>
        <source>The minimum buy-in is larger than the maximum buy-in.</source>
        <translation>Минимальный бай-ин больше максимального.</translation>
    </message>
    <message>
        <source>A sit-and-go or tournament sets its stakes per level.</source>
        <translation>В сит-энд-гоу и турнире ставки задаются по уровням.</translation>
    </message>
    <message>
        <source>A sit-and-go or tournament needs at least one level of play.</source>
        <translation>Сит-энд-гоу или турниру нужен хотя бы один игровой уровень.</translation>
    </message>
    <message>
        <source>Level {level} must last some time.</source>
        <translation>Уровень {level} должен длиться какое-то время.</translation>
    </message>
    <message>
        <source>Every player starts with a positive number of whole chips.</source>
        <translation>Стартовый стек — положительное целое число фишек.</translation>
    </message>
    <message>
        <source>Buy-in limits are for cash games: tournaments start equal.</source>
        <translation>Пределы бай-ина — для кэш-игр: в турнире все начинают с равными стеками.</translation>
    </message>
    <message>
        <source>Late registration and re-entry are for tournaments only (RULES 10).</source>
        <translation>Поздняя регистрация и ре-энтри бывают только в турнирах (RULES 10).</translation>
    </message>
    <message>
        <source>The add-on must be a whole number of chips.</source>
        <translation>Аддон должен быть целым числом фишек.</translation>
    </message>
    <message>
        <source>Say during which level (or break) the add-on is taken.</source>
        <translation>Укажите, на каком уровне (или перерыве) берут аддон.</translation>
    </message>
    <message>
        <source>None of the skills chosen is asked in the games chosen (the bring-in and the first to act are stud questions, the pot-limit maximum a pot-limit one).</source>
        <translation>Ни один из выбранных навыков не проверяется в выбранных играх (бринг-ин и первый ход — вопросы стада, максимум пот-лимита — вопрос пот-лимита).</translation>
    </message>
    <message>
        <source>An exam has 1 to {most} questions.</source>
        <translation>В экзамене от 1 до {most} вопросов.</translation>
    </message>
    <message>
        <source>An exam lasts 1 to {most} minutes.</source>
        <translation>Экзамен длится от 1 до {most} минут.</translation>
    </message>
    <message>
        <source>&apos;{code}&apos; is not an exam code: a code has 18 letters and digits, like {example}.</source>
        <translation>«{code}» — не код экзамена: в коде 18 букв и цифр, например {example}.</translation>
    </message>
    <message>
        <source>&apos;{code}&apos; is not an exam code: &apos;{char}&apos; is never in one.</source>
        <translation>«{code}» — не код экзамена: символа «{char}» в кодах не бывает.</translation>
    </message>
    <message>
        <source>&apos;{code}&apos; is not an exam code: a character is wrong or missing; ask for the code again.</source>
        <translation>«{code}» — не код экзамена: символ неверен или пропущен; попросите код ещё раз.</translation>
    </message>
    <message>
        <source>&apos;{code}&apos; is an exam code of a newer version of the program: update it.</source>
        <translation>«{code}» — код экзамена более новой версии программы: обновите её.</translation>
    </message>
    <message>
        <source>Type the student&apos;s name first.</source>
        <translation>Сначала введите имя ученика.</translation>
    </message>
    <message>
        <source>An exam needs its code.</source>
        <translation>Для экзамена нужен его код.</translation>
    </message>
    <message>
        <source>Answer this question first.</source>
        <translation>Сначала ответьте на этот вопрос.</translation>
    </message>
    <message>
        <source>The exam is over: no more questions.</source>
        <translation>Экзамен окончен: вопросов больше нет.</translation>
    </message>
    <message>
        <source>There is no question to answer: ask the next one.</source>
        <translation>Нет вопроса для ответа: перейдите к следующему.</translation>
    </message>
    <message>
        <source>The exam&apos;s time is up: your answers so far are kept.</source>
        <translation>Время экзамена вышло: ваши ответы сохранены.</translation>
    </message>
    <message>
        <source>Only an exam has a result file.</source>
        <translation>Файл результатов есть только у экзамена.</translation>
    </message>
    <message>
        <source>{file} is too large to be a result file.</source>
        <translation>{file} слишком велик для файла результатов.</translation>
    </message>
    <message>
        <source>{file} is not a result file: it cannot be read.</source>
        <translation>{file} — не файл результатов: его нельзя прочитать.</translation>
    </message>
    <message>
        <source>{file} is not a result file of an exam.</source>
        <translation>{file} — не файл результатов экзамена.</translation>
    </message>
    <message>
        <source>{file} was written by another version of the program.</source>
        <translation>{file} записан другой версией программы.</translation>
    </message>
    <message>
        <source>{file} is the result of another exam ({code}).</source>
        <translation>{file} — результат другого экзамена ({code}).</translation>
    </message>
    <message>
        <source>{file} holds no answers.</source>
        <translation>В {file} нет ответов.</translation>
    </message>
    <message>
        <source>An answer&apos;s question is text (&apos;{text}&apos;) where a number belongs: not counted.</source>
        <translation>Вопрос ответа — текст («{text}») там, где нужно число: не засчитан.</translation>
    </message>
    <message>
        <source>The answers took {seconds} s: longer than the exam&apos;s {minutes} minutes.</source>
        <translation>Ответы заняли {seconds} с: дольше {minutes} минут экзамена.</translation>
    </message>
    <message>
        <source>Its points are text (&apos;{text}&apos;) where a number belongs.</source>
        <translation>Его баллы — текст («{text}») там, где нужно число.</translation>
    </message>
    <message>
        <source>Question {number}: its time is text (&apos;{text}&apos;) where a number belongs.</source>
        <translation>Вопрос {number}: его время — текст («{text}») там, где нужно число.</translation>
    </message>
    <message>
        <source>Question {number}: its time is not a number of seconds.</source>
        <translation>Вопрос {number}: его время — не число секунд.</translation>
    </message>
    <message>
        <source>Question {number}: its time is negative ({seconds} s).</source>
        <translation>Вопрос {number}: его время отрицательное ({seconds} с).</translation>
    </message>
    <message>
        <source>Question {number}: {seconds} s is impossible in an exam of {minutes} minutes.</source>
        <translation>Вопрос {number}: {seconds} с невозможно в экзамене на {minutes} минут.</translation>
    </message>
    <message>
        <source>{folder} is not a folder.</source>
        <translation>{folder} — не папка.</translation>
    </message>
    <message>
        <source>{student} handed in {count} result files for this exam: a re-sit.</source>
        <translation>{student} сдал {count} файла результатов за этот экзамен: пересдача.</translation>
    </message>
    <message>
        <source>Write the denominations as whole numbers, smallest first.</source>
        <translation>Запишите номиналы целыми числами, начиная с меньшего.</translation>
    </message>
    <message>
        <source>Chip race row {row}: write the chip, a colon, then the level after which it leaves.</source>
        <translation>Строка розыгрыша фишек {row}: напишите фишку, двоеточие, затем уровень, после которого она уходит.</translation>
    </message>
    <message>
        <source>Curve row {row}: write the field size, a colon, then first place&apos;s per cent.</source>
        <translation>Строка {row} кривой: укажите число участников, двоеточие, затем процент первого места.</translation>
    </message>
    <message>
        <source>Payout row {row}: write the field size, a colon, then the shares.</source>
        <translation>Строка выплат {row}: напишите число входов, двоеточие, затем доли.</translation>
    </message>
    <message>
        <source>Level row {row}: give whole numbers of chips and minutes.</source>
        <translation>Строка уровня {row}: укажите целые числа фишек и минут.</translation>
    </message>
    <message>
        <source>The director&apos;s window is already open on this data folder.</source>
        <translation>Окно директора уже открыто для этой папки данных.</translation>
    </message>
    <message>
        <source>Only the local network is served.</source>
        <translation>Страница доступна только в локальной сети.</translation>
    </message>
    <message>
        <source>This server answers to its own address only.</source>
        <translation>Этот сервер отвечает только по своему адресу.</translation>
    </message>
    <message>
        <source>The remote sends JSON only.</source>
        <translation>Пульт отправляет только JSON.</translation>
    </message>
    <message>
        <source>Only the remote&apos;s own page is heard.</source>
        <translation>Принимаются только запросы со страницы пульта.</translation>
    </message>
    <message>
        <source>The request is not understood.</source>
        <translation>Запрос не понят.</translation>
    </message>
    <message>
        <source>The director&apos;s station is busy.</source>
        <translation>Компьютер директора занят.</translation>
    </message>
    <message>
        <source>The display cannot be served on {host}:{port}: {reason}</source>
        <translation>Экран нельзя открыть в сети на {host}:{port}: {reason}</translation>
    </message>
    <message>
        <source>A chip each to {players}.</source>
        <translation>Фишка каждому: {players}.</translation>
    </message>
    <message>
        <source>No chip to race.</source>
        <translation>Разыгрывать нечего.</translation>
    </message>
    <message>
        <source>{players} kept in with one chip.</source>
        <translation>Остаются в игре с одной фишкой: {players}.</translation>
    </message>
    <message>
        <source>{amount} in chips removed.</source>
        <translation>Изъято фишек на сумму {amount}.</translation>
    </message>
    <message>
        <source>{amount} in chips added by rounding.</source>
        <translation>Добавлено округлением: {amount}.</translation>
    </message>
    <message>
        <source>The {leaving} chips colour up into {new} chips: it must be a multiple.</source>
        <translation>Фишки {leaving} укрупняются в фишки {new}: номинал должен быть кратным.</translation>
    </message>
    <message numerus="yes">
        <source>{player} cannot have {count} chips of {chip} with a stack of {stack}.</source>
        <comment>{player} cannot have {count} chip of {chip} with a stack of {stack}.</comment>
        <translation>
            <numerusform>У игрока {player} не может быть {count} фишка {chip} при стеке {stack}.</numerusform>
            <numerusform>У игрока {player} не может быть {count} фишки {chip} при стеке {stack}.</numerusform>
            <numerusform>У игрока {player} не может быть {count} фишек {chip} при стеке {stack}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} races {count} chips and needs one card for each, not {cards}.</source>
        <comment>{player} races {count} chip and needs one card for it, not {cards}.</comment>
        <translation>
            <numerusform>У игрока {player} в розыгрыше {count} фишка — нужна карта на каждую (сдано карт: {cards}).</numerusform>
            <numerusform>У игрока {player} в розыгрыше {count} фишки — нужна карта на каждую (сдано карт: {cards}).</numerusform>
            <numerusform>У игрока {player} в розыгрыше {count} фишек — нужна карта на каждую (сдано карт: {cards}).</numerusform>
        </translation>
    </message>
    <message>
        <source>The card {card} is dealt twice.</source>
        <translation>Карта {card} сдана дважды.</translation>
    </message>
    <message>
        <source>{player} is not in the race.</source>
        <translation>Игрок {player} не участвует в розыгрыше фишек.</translation>
    </message>
    <message>
        <source>{player}, seat {from_seat}, moves to table {table} seat {seat}, the big blind there.</source>
        <translation>{player}, место {from_seat}, пересаживается за стол {table} на место {seat}, там большой блайнд.</translation>
    </message>
    <message>
        <source>{player}, seat {from_seat}, moves to table {table} seat {seat}.</source>
        <translation>{player}, место {from_seat}, пересаживается за стол {table} на место {seat}.</translation>
    </message>
    <message>
        <source>The games of event {event} do not take turns one level each: its tables cannot be dealt from the room.</source>
        <translation>Игры турнира {event} не чередуются по одному уровню: его столы нельзя вести из зала.</translation>
    </message>
    <message>
        <source>Event {event} is not run from its tables: its director created it away from the room, and keys its hands himself.</source>
        <translation>Турнир {event} ведётся не со столов: директор создал его вне зала и сам вводит раздачи.</translation>
    </message>
    <message>
        <source>The event is over.</source>
        <translation>Турнир окончен.</translation>
    </message>
    <message>
        <source>Wait: the director takes this table&apos;s last hand before its move is said.</source>
        <translation>Подождите: директор принимает последнюю раздачу этого стола, прежде чем объявить пересадку.</translation>
    </message>
    <message>
        <source>Before the next hand, carry out the move and confirm it: {move}</source>
        <translation>Перед следующей раздачей выполните пересадку и подтвердите её: {move}</translation>
    </message>
    <message>
        <source>Table {table} is broken: it deals no more.</source>
        <translation>Стол {table} расформирован: он больше не раздаёт.</translation>
    </message>
    <message>
        <source>Wait: hand-for-hand. The next hand starts when the director says so.</source>
        <translation>Подождите: «рука в руку». Следующая раздача начнётся по команде директора.</translation>
    </message>
    <message>
        <source>{player} cannot sit down: {reason}</source>
        <translation>{player} не может сесть: {reason}</translation>
    </message>
    <message>
        <source>{player} has no move to make from table {table}.</source>
        <translation>{player} не нужно пересаживаться из-за стола {table}.</translation>
    </message>
    <message>
        <source>Finish the hand first: moves are made between hands.</source>
        <translation>Сначала закончите раздачу: пересадки делаются между раздачами.</translation>
    </message>
    <message>
        <source>Table {table}&apos;s report {seq} was not taken: {reason}</source>
        <translation>Отчёт {seq} стола {table} не принят: {reason}</translation>
    </message>
    <message>
        <source>The room has no event {event} from station {station}.</source>
        <translation>В зале нет турнира {event} от станции {station}.</translation>
    </message>
    <message>
        <source>Wait: this table of an event deals again once it hears the event from the room.</source>
        <translation>Подождите: этот стол турнира снова начнёт раздавать, как только услышит турнир из зала.</translation>
    </message>
    <message>
        <source>{player} is not playing in the event.</source>
        <translation>{player} не играет в этом турнире.</translation>
    </message>
    <message>
        <source>A player needs a name.</source>
        <translation>Игроку нужно имя.</translation>
    </message>
    <message>
        <source>{player} is already in the event.</source>
        <translation>{player} уже в турнире.</translation>
    </message>
    <message>
        <source>The field is full: {maximum} entries.</source>
        <translation>Мест больше нет: максимум входов — {maximum}.</translation>
    </message>
    <message>
        <source>Registration closed with level {level}.</source>
        <translation>Регистрация закрылась после уровня {level}.</translation>
    </message>
    <message numerus="yes">
        <source>{player} has used the {count} re-entries allowed.</source>
        <comment>{player} has used the {count} re-entry allowed.</comment>
        <translation>
            <numerusform>У игрока {player} не осталось повторных входов (разрешён {count}).</numerusform>
            <numerusform>У игрока {player} не осталось повторных входов (разрешено {count}).</numerusform>
            <numerusform>У игрока {player} не осталось повторных входов (разрешено {count}).</numerusform>
        </translation>
    </message>
    <message>
        <source>Entries are withdrawn before the start only.</source>
        <translation>Снять регистрацию можно только до начала.</translation>
    </message>
    <message>
        <source>This event has no rebuys.</source>
        <translation>В этом турнире нет ребаев.</translation>
    </message>
    <message>
        <source>Rebuys are open from the start to the end of level {level}.</source>
        <translation>Ребаи открыты с начала турнира до конца уровня {level}.</translation>
    </message>
    <message>
        <source>{player} has {stack} chips: a rebuy needs {most} or fewer.</source>
        <translation>У игрока {player} стек {stack}: для ребая нужно не больше {most}.</translation>
    </message>
    <message>
        <source>This event has no add-on.</source>
        <translation>В этом турнире нет аддона.</translation>
    </message>
    <message>
        <source>The add-on is taken during level {level} or the break after it.</source>
        <translation>Аддон берут на уровне {level} или в перерыве после него.</translation>
    </message>
    <message>
        <source>{player} has taken the add-on already.</source>
        <translation>У игрока {player} аддон уже взят.</translation>
    </message>
    <message>
        <source>The event has started already.</source>
        <translation>Турнир уже начался.</translation>
    </message>
    <message>
        <source>Every seat of every table is taken.</source>
        <translation>Все места за всеми столами заняты.</translation>
    </message>
    <message>
        <source>There is no table {table} in play.</source>
        <translation>Стола {table} в игре нет.</translation>
    </message>
    <message>
        <source>The event has not started.</source>
        <translation>Турнир ещё не начался.</translation>
    </message>
    <message>
        <source>Table {table} has played its hand-for-hand hand: it waits for the others.</source>
        <translation>Стол {table} сыграл свою раздачу «рука в руку»: он ждёт остальных.</translation>
    </message>
    <message>
        <source>Nobody sits at table {table} seat {seat}.</source>
        <translation>За столом {table} на месте {seat} никого нет.</translation>
    </message>
    <message>
        <source>Give the chips of every player at table {table}, and only theirs ({player}).</source>
        <translation>Укажите фишки каждого игрока за столом {table}, и только их ({player}).</translation>
    </message>
    <message>
        <source>Stacks are whole numbers of chips, not negative.</source>
        <translation>Стеки — целые неотрицательные числа фишек.</translation>
    </message>
    <message>
        <source>The stacks at table {table} add up to {after}; the table had {before}.</source>
        <translation>Стеки за столом {table} в сумме дают {after}; за столом было {before}.</translation>
    </message>
    <message>
        <source>Somebody at the table must have chips.</source>
        <translation>У кого-то за столом должны остаться фишки.</translation>
    </message>
    <message>
        <source>Name the players eliminated.</source>
        <translation>Укажите выбывших игроков.</translation>
    </message>
    <message>
        <source>A player is named twice.</source>
        <translation>Один игрок назван дважды.</translation>
    </message>
    <message>
        <source>{player} plays at table {seated}, not table {table}.</source>
        <translation>{player} играет за столом {seated}, а не за столом {table}.</translation>
    </message>
    <message>
        <source>Name one eliminator for each player out.</source>
        <translation>Укажите выбившего для каждого выбывшего игрока.</translation>
    </message>
    <message>
        <source>Name the player who eliminated {players}: the bounty is his.</source>
        <translation>Выбывшие: {players}. Укажите, кто их выбил: баунти достаётся этому игроку.</translation>
    </message>
    <message>
        <source>{player} is not among those left at table {table}.</source>
        <translation>Игрока {player} нет среди оставшихся за столом {table}.</translation>
    </message>
    <message>
        <source>Give the chips {players} had when the hand began: the one who had more finishes higher.</source>
        <translation>Укажите фишки на начало раздачи ({players}): у кого было больше, тот занимает место выше.</translation>
    </message>
    <message>
        <source>Give one starting stack, more than zero, per player.</source>
        <translation>Укажите для каждого игрока стек на начало раздачи, больше нуля.</translation>
    </message>
    <message>
        <source>Hand-for-hand is already on.</source>
        <translation>Режим «рука в руку» уже включён.</translation>
    </message>
    <message>
        <source>Hand-for-hand is not on.</source>
        <translation>Режим «рука в руку» не включён.</translation>
    </message>
    <message>
        <source>Finish the hand-for-hand hand first.</source>
        <translation>Сначала завершите раздачу «рука в руку».</translation>
    </message>
    <message>
        <source>The clock is not running.</source>
        <translation>Часы не идут.</translation>
    </message>
    <message>
        <source>The clock is not paused.</source>
        <translation>Часы не на паузе.</translation>
    </message>
    <message>
        <source>Choose a level from level 1 to {count}.</source>
        <translation>Выберите уровень от 1 до {count}.</translation>
    </message>
    <message>
        <source>A deal gives an amount to each player left, and only to them.</source>
        <translation>Сделка назначает сумму каждому оставшемуся игроку — и только оставшимся.</translation>
    </message>
    <message>
        <source>The deal&apos;s amounts add up to {given}; the places left pay {total}.</source>
        <translation>Суммы сделки дают в итоге {given}; оставшиеся места оплачиваются на {total}.</translation>
    </message>
    <message>
        <source>Table {table} has no seat {seat}.</source>
        <translation>За столом {table} нет места {seat}.</translation>
    </message>
    <message>
        <source>Table {table} seat {seat} is taken.</source>
        <translation>Место {seat} за столом {table} занято.</translation>
    </message>
    <message>
        <source>Table {table} seat {seat} is reserved already.</source>
        <translation>Место {seat} за столом {table} уже забронировано.</translation>
    </message>
    <message>
        <source>Table {table} seat {seat} is not reserved.</source>
        <translation>Место {seat} за столом {table} не забронировано.</translation>
    </message>
    <message>
        <source>The event has tables 1 to {count}.</source>
        <translation>В турнире столы с 1 по {count}.</translation>
    </message>
    <message>
        <source>Table {table} is open already.</source>
        <translation>Стол {table} уже открыт.</translation>
    </message>
    <message>
        <source>The other tables have {free} open seats for the {count} players of table {table}.</source>
        <translation>Свободных мест за другими столами: {free}; игроков за столом {table}: {count}.</translation>
    </message>
    <message>
        <source>{player} is not in the event.</source>
        <translation>Игрок {player} не участвует в турнире.</translation>
    </message>
    <message>
        <source>{player} owes nothing.</source>
        <translation>{player}: долга нет.</translation>
    </message>
    <message>
        <source>A player without chips is eliminated, not counted.</source>
        <translation>Игрок без фишек выбывает, его не пересчитывают.</translation>
    </message>
    <message>
        <source>The {chip} chips do not leave play.</source>
        <translation>Фишки {chip} не выходят из игры.</translation>
    </message>
    <message>
        <source>The {chip} chips are raced off at the break after level {level}.</source>
        <translation>Фишки {chip} разыгрываются в перерыве после уровня {level}.</translation>
    </message>
    <message>
        <source>Table {table} has raced its {chip} chips already.</source>
        <translation>Стол {table} уже разыграл фишки {chip}.</translation>
    </message>
    <message>
        <source>Count the chips at table {table} before the race.</source>
        <translation>Пересчитайте фишки за столом {table} до розыгрыша.</translation>
    </message>
    <message>
        <source>{player} is not at this table.</source>
        <translation>{player} не сидит за этим столом.</translation>
    </message>
    <message>
        <source>An event is a set of named fields, not {value}.</source>
        <translation>Событие — набор именованных полей, а не {value}.</translation>
    </message>
    <message>
        <source>Unknown event: {kind}.</source>
        <translation>Неизвестное событие: {kind}.</translation>
    </message>
    <message>
        <source>The {kind} event has an unknown field: {name}.</source>
        <translation>У события {kind} неизвестное поле: {name}.</translation>
    </message>
    <message>
        <source>A {kind} event cannot be read: {reason}.</source>
        <translation>Событие {kind} нельзя прочитать: {reason}.</translation>
    </message>
    <message>
        <source>The shares must add up to more than zero.</source>
        <translation>Сумма долей должна быть больше нуля.</translation>
    </message>
    <message>
        <source>The prize pool cannot be negative.</source>
        <translation>Призовой фонд не может быть отрицательным.</translation>
    </message>
    <message>
        <source>Payout shares must be given and not negative.</source>
        <translation>Доли выплат должны быть заданы и неотрицательны.</translation>
    </message>
    <message>
        <source>A deal needs at least two players.</source>
        <translation>Для сделки нужно не меньше двух игроков.</translation>
    </message>
    <message>
        <source>A deal is computed for at most {most} players, not {players}.</source>
        <translation>Сделку можно посчитать максимум для {most} игроков (сейчас: {players}).</translation>
    </message>
    <message>
        <source>Every player in a deal has chips.</source>
        <translation>У каждого участника сделки есть фишки.</translation>
    </message>
    <message>
        <source>There is no prize left to share.</source>
        <translation>Делить нечего: призов не осталось.</translation>
    </message>
    <message>
        <source>A level has an unknown field: {name}.</source>
        <translation>У уровня неизвестное поле: {name}.</translation>
    </message>
    <message>
        <source>Curve row {row}: the field sizes grow from row to row.</source>
        <translation>Строка {row} кривой: число участников растёт от строки к строке.</translation>
    </message>
    <message>
        <source>Curve row {row}: a field of 2 or more.</source>
        <translation>Строка {row} кривой: 2 участника или больше.</translation>
    </message>
    <message>
        <source>Curve row {row}: first place takes more than 0 and up to 100%.</source>
        <translation>Строка {row} кривой: первое место получает больше 0 и до 100%.</translation>
    </message>
    <message>
        <source>The curve needs one row or more.</source>
        <translation>Кривой нужна хотя бы одна строка.</translation>
    </message>
    <message>
        <source>Unknown payout curve {name}.</source>
        <translation>Неизвестная кривая выплат: {name}.</translation>
    </message>
    <message>
        <source>The event needs a name.</source>
        <translation>Турниру нужно название.</translation>
    </message>
    <message>
        <source>The structure needs at least one level.</source>
        <translation>В структуре должен быть хотя бы один уровень.</translation>
    </message>
    <message>
        <source>Tables seat 2 to 10 players, not {seats}.</source>
        <translation>За столом от 2 до 10 мест, а не {seats}.</translation>
    </message>
    <message>
        <source>The event needs at least one table.</source>
        <translation>Турниру нужен хотя бы один стол.</translation>
    </message>
    <message>
        <source>The minimum field ({minimum}) must be at least 2 and at most the maximum ({maximum}).</source>
        <translation>Минимум игроков ({minimum}) должен быть не меньше 2 и не больше максимума ({maximum}).</translation>
    </message>
    <message>
        <source>{tables} tables of {seats} seat {seated} players, fewer than the maximum field of {maximum}.</source>
        <translation>Столов: {tables}, мест за столом: {seats} — всего мест: {seated}, меньше максимума игроков ({maximum}).</translation>
    </message>
    <message>
        <source>The buy-in must be positive and include the fee.</source>
        <translation>Бай-ин должен быть положительным и включать комиссию.</translation>
    </message>
    <message>
        <source>The bounty is part of the buy-in, without the fee, in whole units.</source>
        <translation>Баунти — часть бай-ина без комиссии, в целых единицах.</translation>
    </message>
    <message>
        <source>Prizes are rounded to a positive unit.</source>
        <translation>Призы округляются до положительной единицы.</translation>
    </message>
    <message>
        <source>Hand-for-hand takes 1 to 180 seconds off the clock per hand (RP-8), not {seconds}.</source>
        <translation>В режиме «рука в руку» с часов снимается от 1 до 180 секунд за раздачу (RP-8), а не {seconds}.</translation>
    </message>
    <message>
        <source>The breaking order must name every table once.</source>
        <translation>Порядок расформирования должен назвать каждый стол один раз.</translation>
    </message>
    <message>
        <source>Late registration and re-entries cannot be negative.</source>
        <translation>Поздняя регистрация и число ре-энтри не могут быть отрицательными.</translation>
    </message>
    <message>
        <source>A rebuy costs something and gives chips.</source>
        <translation>Ребай чего-то стоит и даёт фишки.</translation>
    </message>
    <message>
        <source>An add-on costs something and gives chips.</source>
        <translation>Аддон чего-то стоит и даёт фишки.</translation>
    </message>
    <message>
        <source>The chip set needs positive denominations.</source>
        <translation>Номиналы фишек должны быть положительными.</translation>
    </message>
    <message>
        <source>List each denomination once, smallest first.</source>
        <translation>Перечислите каждый номинал один раз, начиная с меньшего.</translation>
    </message>
    <message>
        <source>The {chip} chip leaves play but is not in the chip set.</source>
        <translation>Фишка {chip} выходит из игры, но её нет в наборе.</translation>
    </message>
    <message>
        <source>The {chip} chips are raced off at a break: there is none after level {level}.</source>
        <translation>Фишки {chip} разыгрываются в перерыве, а после уровня {level} перерыва нет.</translation>
    </message>
    <message>
        <source>Some chips must stay in play to the end.</source>
        <translation>Какие-то фишки должны оставаться в игре до конца.</translation>
    </message>
    <message>
        <source>The starting stack of {chips} cannot be made with the chips in play.</source>
        <translation>Стартовый стек {chips} нельзя составить из фишек в игре.</translation>
    </message>
    <message>
        <source>The rebuy of {chips} cannot be made with the chips in play.</source>
        <translation>Ребай {chips} нельзя составить из фишек в игре.</translation>
    </message>
    <message>
        <source>The add-on of {chips} cannot be made with the chips in play.</source>
        <translation>Аддон {chips} нельзя составить из фишек в игре.</translation>
    </message>
    <message>
        <source>Level {level} needs a length.</source>
        <translation>У уровня {level} должна быть длительность.</translation>
    </message>
    <message>
        <source>Level {level}: unknown game {game}.</source>
        <translation>Уровень {level}: неизвестная игра {game}.</translation>
    </message>
    <message>
        <source>Level {level}: amounts cannot be negative.</source>
        <translation>Уровень {level}: суммы не могут быть отрицательными.</translation>
    </message>
    <message>
        <source>Level {level}: a stud level needs a bring-in and limits.</source>
        <translation>Уровень {level}: для стада нужны бринг-ин и лимиты.</translation>
    </message>
    <message>
        <source>Level {level}: the small blind must be positive and at most the big blind.</source>
        <translation>Уровень {level}: малый блайнд должен быть положительным и не больше большого.</translation>
    </message>
    <message>
        <source>Level {level}: a limit game needs its small and big bets.</source>
        <translation>Уровень {level}: для лимитной игры нужны малая и большая ставки.</translation>
    </message>
    <message>
        <source>Level {level}: {amount} cannot be made with the chips in play ({chips}).</source>
        <translation>Уровень {level}: {amount} нельзя составить из фишек в игре ({chips}).</translation>
    </message>
    <message>
        <source>Level {level}: the ante goes down from {before} to {after}; antes are never reduced.</source>
        <translation>Уровень {level}: анте снижается с {before} до {after}; анте никогда не уменьшают.</translation>
    </message>
    <message>
        <source>The event&apos;s set-up is a set of named fields.</source>
        <translation>Настройки турнира — набор именованных полей.</translation>
    </message>
    <message>
        <source>The event&apos;s set-up cannot be read: {reason}.</source>
        <translation>Настройки турнира нельзя прочитать: {reason}.</translation>
    </message>
    <message>
        <source>Unknown structure {name}: choose {known}.</source>
        <translation>Неизвестная структура {name}: выберите {known}.</translation>
    </message>
    <message>
        <source>Nothing to undo at the table.</source>
        <translation>За столом отменять нечего.</translation>
    </message>
    <message>
        <source>Unknown table event {event}.</source>
        <translation>Неизвестное событие стола: {event}.</translation>
    </message>
    <message>
        <source>The hand is not over: {reason}</source>
        <translation>Раздача не окончена: {reason}</translation>
    </message>
    <message>
        <source>This hand was not dealt at this table: its setup differs.</source>
        <translation>Эта раздача сдана не за этим столом: её условия другие.</translation>
    </message>
    <message>
        <source>This table snapshot comes from another version of the app.</source>
        <translation>Этот снимок стола сделан другой версией программы.</translation>
    </message>
    <message>
        <source>The tournament is over: {player} has every chip.</source>
        <translation>Турнир окончен: у игрока {player} все фишки.</translation>
    </message>
    <message>
        <source>At least two players must be in to deal a hand: the others sit out.</source>
        <translation>Для раздачи нужны хотя бы два игрока за столом: остальные отсутствуют.</translation>
    </message>
    <message>
        <source>At least two players with chips are needed to deal a hand.</source>
        <translation>Для раздачи нужны хотя бы два игрока с фишками.</translation>
    </message>
    <message>
        <source>{player} chooses the game (dealer&apos;s choice: {games}).</source>
        <translation>{player} выбирает игру (выбор дилера: {games}).</translation>
    </message>
    <message>
        <source>The tournament is on a break: play resumes in {time}.</source>
        <translation>В турнире перерыв: игра продолжится через {time}.</translation>
    </message>
    <message>
        <source>{game} is played by at most {most} players, not {count}.</source>
        <translation>В «{game}» играют не больше {most} игроков, а не {count}.</translation>
    </message>
    <message>
        <source>Seat {seat} is empty.</source>
        <translation>Место {seat} свободно.</translation>
    </message>
    <message>
        <source>There is no seat {seat}: the table has seats 1 to {count}.</source>
        <translation>Места {seat} нет: за столом места с 1 по {count}.</translation>
    </message>
    <message>
        <source>Chips come in units of {unit}: {amount} is not a whole number of chips.</source>
        <translation>Единица фишки — {unit}: в {amount} не целое число фишек.</translation>
    </message>
    <message>
        <source>The button is drawn for before the first hand only.</source>
        <translation>Баттон разыгрывают только перед первой раздачей.</translation>
    </message>
    <message>
        <source>Seat {seat} is taken by {player}.</source>
        <translation>Место {seat} занято: {player}.</translation>
    </message>
    <message>
        <source>A player needs a name to sit down.</source>
        <translation>Чтобы сесть за стол, игроку нужно имя.</translation>
    </message>
    <message>
        <source>A name has at most {count} characters.</source>
        <translation>Имя — не длиннее {count} символов.</translation>
    </message>
    <message>
        <source>{player} is already seated at seat {seat}.</source>
        <translation>{player} уже сидит на месте {seat}.</translation>
    </message>
    <message>
        <source>{player} needs chips to sit down.</source>
        <translation>Чтобы сесть за стол, игроку {player} нужны фишки.</translation>
    </message>
    <message>
        <source>Registration is closed: nobody new can sit down.</source>
        <translation>Регистрация закрыта: новые игроки не могут сесть за стол.</translation>
    </message>
    <message>
        <source>{player} has no re-entry left.</source>
        <translation>У игрока {player} не осталось ре-энтри.</translation>
    </message>
    <message>
        <source>Every player starts with {amount} chips, not {stack}.</source>
        <translation>Стартовый стек каждого игрока — {amount}, а не {stack}.</translation>
    </message>
    <message>
        <source>The maximum buy-in is {amount}.</source>
        <translation>Максимальный бай-ин — {amount}.</translation>
    </message>
    <message>
        <source>The minimum buy-in is {amount}.</source>
        <translation>Минимальный бай-ин — {amount}.</translation>
    </message>
    <message>
        <source>{player} is in the hand: players leave between hands.</source>
        <translation>{player} в раздаче: игроки уходят из-за стола между раздачами.</translation>
    </message>
    <message>
        <source>{player} is already sitting out.</source>
        <translation>{player} уже отсутствует.</translation>
    </message>
    <message>
        <source>{player} is not sitting out.</source>
        <translation>{player} на месте: отсутствие не отмечено.</translation>
    </message>
    <message>
        <source>Add a positive number of chips.</source>
        <translation>Добавьте положительное число фишек.</translation>
    </message>
    <message>
        <source>Chips are added between hands only.</source>
        <translation>Фишки добавляются только между раздачами.</translation>
    </message>
    <message>
        <source>No chips can be bought in this tournament.</source>
        <translation>В этом турнире фишки не докупаются.</translation>
    </message>
    <message>
        <source>The add-on is taken during level {level} only.</source>
        <translation>Аддон берут только на уровне {level}.</translation>
    </message>
    <message>
        <source>{player} has already taken the add-on.</source>
        <translation>У игрока {player} аддон уже взят.</translation>
    </message>
    <message>
        <source>The add-on is {amount} chips.</source>
        <translation>Размер аддона — {amount}.</translation>
    </message>
    <message>
        <source>{player} may add at most {amount}: the maximum buy-in is {maximum}.</source>
        <translation>{player} может добавить не больше {amount}: максимальный бай-ин — {maximum}.</translation>
    </message>
    <message>
        <source>Nobody posts to enter a tournament: a new player is dealt in except between the small blind and the button.</source>
        <translation>В турнире никто не ставит блайнд для входа: новый игрок получает карты сразу, если его место не между малым блайндом и баттоном.</translation>
    </message>
    <message>
        <source>{player} is already playing: there is nothing to post.</source>
        <translation>{player} уже играет: ставить блайнд для входа не нужно.</translation>
    </message>
    <message>
        <source>{player} is already playing.</source>
        <translation>{player} уже играет.</translation>
    </message>
    <message>
        <source>This table does not play dealer&apos;s choice.</source>
        <translation>За этим столом не играют «выбор дилера».</translation>
    </message>
    <message>
        <source>The games to choose from are {games}.</source>
        <translation>Игры на выбор: {games}.</translation>
    </message>
    <message>
        <source>The game is chosen between hands.</source>
        <translation>Игру выбирают между раздачами.</translation>
    </message>
    <message>
        <source>No game to choose now: {game} is played until its turn ends.</source>
        <translation>Сейчас игру не выбирают: «{game}» играется до конца своей очереди.</translation>
    </message>
    <message>
        <source>A cash game has no clock: its stakes are fixed.</source>
        <translation>В кэш-игре нет часов: ставки фиксированы.</translation>
    </message>
    <message>
        <source>The clock cannot read less than zero.</source>
        <translation>Часы не могут показывать меньше нуля.</translation>
    </message>
    <message>
        <source>A count gives {player} a stack of more than zero.</source>
        <translation>Подсчёт даёт игроку {player} стек больше нуля.</translation>
    </message>
    <message>
        <source>Only a tournament&apos;s table is a table of an event.</source>
        <translation>Только турнирный стол может входить в многостоловый турнир.</translation>
    </message>
    <message>
        <source>An event cannot have fewer than no players.</source>
        <translation>В турнире не может быть меньше нуля игроков.</translation>
    </message>
    <message>
        <source>A hand is in progress: finish it or cancel it first.</source>
        <translation>Идёт раздача: сначала завершите или отмените её.</translation>
    </message>
    <message>
        <source>No hand is in progress.</source>
        <translation>Раздача не идёт.</translation>
    </message>
    <message>
        <source>No hand is in progress: deal the next hand first.</source>
        <translation>Раздача не идёт: сначала сдайте следующую раздачу.</translation>
    </message>
    <message>
        <source>These stacks are for other seats than the hand dealt.</source>
        <translation>Эти стеки — для других мест, не для сданной раздачи.</translation>
    </message>
    <message>
        <source>Every player of the hand needs a finishing stack of zero or more.</source>
        <translation>У каждого игрока раздачи итоговый стек должен быть нулём или больше.</translation>
    </message>
    <message>
        <source>The finishing stacks do not hold the chips the hand started with.</source>
        <translation>В итоговых стеках не столько фишек, сколько было в начале раздачи.</translation>
    </message>
    <message>
        <source>Unknown table event &apos;{event}&apos;.</source>
        <translation>Неизвестное событие стола: «{event}».</translation>
    </message>
    <message>
        <source>A hand is made of {fewest} to {most} cards, not {count}.</source>
        <translation>В руке от {fewest} до {most} карт, а не {count}.</translation>
    </message>
    <message>
        <source>A hand is made of at least {fewest} cards, not {count}.</source>
        <translation>В руке не меньше {fewest} карт, а не {count}.</translation>
    </message>
    <message>
        <source>An Omaha hand has 4 to 6 hole cards, not {count}.</source>
        <translation>В руке Омахи от 4 до 6 закрытых карт, а не {count}.</translation>
    </message>
    <message>
        <source>An Omaha board has 3 to 5 cards, not {count}.</source>
        <translation>На борде Омахи от 3 до 5 карт, а не {count}.</translation>
    </message>
    <message>
        <source>{card} is not a card.</source>
        <translation>{card} — не карта.</translation>
    </message>
    <message>
        <source>the rank must be 2 to 9, T (or 10), J, Q, K or A.</source>
        <translation>достоинство должно быть от 2 до 9, T (или 10), J (валет), Q (дама), K (король) или A (туз).</translation>
    </message>
    <message>
        <source>a suit (c, d, h or s) must follow the rank.</source>
        <translation>после достоинства нужна масть: c (трефы), d (бубны), h (черви) или s (пики).</translation>
    </message>
    <message>
        <source>one rank and one suit, like As or 10h.</source>
        <translation>одно достоинство и одна масть, например As (туз пик) или 10h (десятка червей).</translation>
    </message>
    <message>
        <source>the suit must be c, d, h or s (or ♣ ♦ ♥ ♠).</source>
        <translation>масть должна быть c (трефы), d (бубны), h (черви) или s (пики), либо ♣ ♦ ♥ ♠.</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; is not a card: {reason}</source>
        <translation>«{text}» — не карта: {reason}</translation>
    </message>
    <message>
        <source>One card was expected, not nothing: &apos;{text}&apos;.</source>
        <translation>Нужна одна карта, а не введено ни одной: «{text}».</translation>
    </message>
    <message numerus="yes">
        <source>One card was expected, not {count} cards: &apos;{text}&apos;.</source>
        <comment>One card was expected, not {count} card: &apos;{text}&apos;.</comment>
        <translation>
            <numerusform>Нужна одна карта, а не {count} карта: «{text}».</numerusform>
            <numerusform>Нужна одна карта, а не {count} карты: «{text}».</numerusform>
            <numerusform>Нужна одна карта, а не {count} карт: «{text}».</numerusform>
        </translation>
    </message>
    <message>
        <source>{card} is already {place}.</source>
        <translation>{card} уже {place}.</translation>
    </message>
    <message>
        <source>{card} is entered twice.</source>
        <translation>{card} введена дважды.</translation>
    </message>
    <message>
        <source>Unknown rule set &apos;{name}&apos;: choose TDA, RRoP or WSOP.</source>
        <translation>Неизвестный свод правил «{name}»: выберите TDA, RRoP или WSOP.</translation>
    </message>
    <message>
        <source>Unknown game &apos;{name}&apos;: the games are {games}.</source>
        <translation>Неизвестная игра «{name}»: есть игры {games}.</translation>
    </message>
    <message>
        <source>{game} is not played {structure}.</source>
        <translation>«{game}» не играют в формате «{structure}».</translation>
    </message>
    <message>
        <source>This hand is not played at a table: there is no next hand.</source>
        <translation>Эта раздача играется не за столом: следующей раздачи нет.</translation>
    </message>
    <message>
        <source>No hand is being played: deal the next hand first.</source>
        <translation>Раздача не идёт: сначала сдайте следующую раздачу.</translation>
    </message>
    <message>
        <source>Nobody shows now: {need}</source>
        <translation>Сейчас никто не открывает карты: {need}</translation>
    </message>
    <message>
        <source>Nothing to undo between hands: table changes stay as they are.</source>
        <translation>Между раздачами отменять нечего: изменения за столом остаются как есть.</translation>
    </message>
    <message>
        <source>No cards are needed now: {need}</source>
        <translation>Сейчас карты не нужны: {need}</translation>
    </message>
    <message>
        <source>The hand is not over: {need}</source>
        <translation>Раздача не окончена: {need}</translation>
    </message>
    <message>
        <source>A single hand has no clock.</source>
        <translation>У отдельной раздачи нет часов.</translation>
    </message>
    <message>
        <source>Hand {hand}: {reason}</source>
        <translation>Раздача {hand}: {reason}</translation>
    </message>
    <message>
        <source>Hand {hand}: action {position} &apos;{action}&apos; is refused: {reason}</source>
        <translation>Раздача {hand}: действие {position} «{action}» отклонено: {reason}</translation>
    </message>
    <message>
        <source>The journal&apos;s record of hand {hand} of table {table} is damaged: an amount is not a number.</source>
        <translation>Запись раздачи {hand} стола {table} в журнале повреждена: сумма не является числом.</translation>
    </message>
    <message>
        <source>{file} cannot be read as a hand history ({reason}).</source>
        <translation>{file} не удаётся прочитать как историю раздач ({reason}).</translation>
    </message>
    <message>
        <source>Cannot read {file}: {reason}.</source>
        <translation>Не удаётся прочитать {file}: {reason}.</translation>
    </message>
    <message>
        <source>{file}: {reason}</source>
        <translation>{file}: {reason}</translation>
    </message>
    <message>
        <source>{file} holds no hand.</source>
        <translation>В {file} нет ни одной раздачи.</translation>
    </message>
    <message numerus="yes">
        <source>A .phh file holds one hand; save these {count} as .phhs.</source>
        <comment>A .phh file holds one hand; save this {count} as .phhs.</comment>
        <translation>
            <numerusform>Файл .phh содержит одну раздачу; сохраните эту {count} раздачу как .phhs.</numerusform>
            <numerusform>Файл .phh содержит одну раздачу; сохраните эти {count} раздачи как .phhs.</numerusform>
            <numerusform>Файл .phh содержит одну раздачу; сохраните эти {count} раздач как .phhs.</numerusform>
        </translation>
    </message>
    <message>
        <source>The hand history cannot be written: {reason}</source>
        <translation>Не удаётся записать историю раздач: {reason}</translation>
    </message>
    <message>
        <source>A hand history is saved as .phh (one hand) or .phhs (several), not as {extension}.</source>
        <translation>История раздач сохраняется как .phh (одна раздача) или .phhs (несколько), а не как {extension}.</translation>
    </message>
    <message>
        <source>Cannot write {file}: {reason}.</source>
        <translation>Не удаётся записать {file}: {reason}.</translation>
    </message>
    <message>
        <source>There is no hand to save.</source>
        <translation>Нет раздач для сохранения.</translation>
    </message>
    <message>
        <source>&apos;{amount}&apos; is not an amount.</source>
        <translation>«{amount}» — не сумма.</translation>
    </message>
    <message>
        <source>{amount} is finer than the table&apos;s smallest unit.</source>
        <translation>{amount} мельче самой мелкой единицы стола.</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; lists {size} amounts for {players} players.</source>
        <translation>«{key}» содержит не по одной сумме на игрока (сумм: {size}, игроков: {players}).</translation>
    </message>
    <message>
        <source>The hand has no &apos;variant&apos; field.</source>
        <translation>В раздаче нет поля «variant».</translation>
    </message>
    <message>
        <source>Unknown variant &apos;{name}&apos;: the PHH variants are {codes}.</source>
        <translation>Неизвестный вариант «{name}»: варианты PHH — {codes}.</translation>
    </message>
    <message>
        <source>The hand has no &apos;starting_stacks&apos; field.</source>
        <translation>В раздаче нет поля «starting_stacks».</translation>
    </message>
    <message>
        <source>{player} posts to enter ({amount}) without a big blind to match: a post is made beside the blinds of a hand of three or more players.</source>
        <translation>{player}: блайнд для входа ({amount}) без большого блайнда: такой блайнд ставится рядом с блайндами только в раздаче на троих и более игроков.</translation>
    </message>
    <message>
        <source>{player} posts to enter before the big blind ({big_blind}): a new player posts from a seat after the big blind (RULES 4).</source>
        <translation>{player}: блайнд для входа до большого блайнда ({big_blind}): новый игрок ставит его с места после большого блайнда (RULES 4).</translation>
    </message>
    <message>
        <source>{player} posts {amount} to enter, more than the big blind {blind}: a post to enter is one live big blind (RULES 4).</source>
        <translation>{player}: блайнд для входа {amount} — больше большого блайнда {blind}: для входа ставится один живой большой блайнд (RULES 4).</translation>
    </message>
    <message>
        <source>The antes are not the same for every player (a big-blind ante) and the file trims them like bets (ante_trimming_status = true); these rules put such an ante in the main pot as dead money (TDA): set ante_trimming_status = false to replay the hand under them.</source>
        <translation>Анте у игроков разные (анте большого блайнда), а файл урезает их как ставки (ante_trimming_status = true); по этим правилам такое анте идёт в основной банк как мёртвые деньги (TDA): задайте ante_trimming_status = false, чтобы переиграть раздачу по этим правилам.</translation>
    </message>
    <message>
        <source>{player} has {stack} for an ante of {ante} and the file lets that player win every ante (ante_trimming_status is not true); these rules let a player win only what he matched (RULES 7): set ante_trimming_status = true to replay the hand under them.</source>
        <translation>У игрока {player} {stack} при анте {ante}, а файл даёт этому игроку выиграть все анте (ante_trimming_status не true); по этим правилам выигрывается только уравненная часть (RULES 7): задайте ante_trimming_status = true, чтобы переиграть раздачу по этим правилам.</translation>
    </message>
    <message>
        <source>&apos;{word}&apos; is not a player: players are p1, p2 ...</source>
        <translation>«{word}» — не игрок: игроки обозначаются p1, p2 ...</translation>
    </message>
    <message>
        <source>&apos;{action}&apos; is not a PHH action.</source>
        <translation>«{action}» — не действие PHH.</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>строкой</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>числом</translation>
    </message>
    <message>
        <source>an integer</source>
        <translation>целым числом</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true или false</translation>
    </message>
    <message>
        <source>a local time</source>
        <translation>местным временем</translation>
    </message>
    <message>
        <source>a string or an integer</source>
        <translation>строкой или целым числом</translation>
    </message>
    <message>
        <source>an array of numbers</source>
        <translation>массивом чисел</translation>
    </message>
    <message>
        <source>an array of integers</source>
        <translation>массивом целых чисел</translation>
    </message>
    <message>
        <source>an array of strings</source>
        <translation>массивом строк</translation>
    </message>
    <message>
        <source>The hand has no variant.</source>
        <translation>В раздаче не указан вариант игры.</translation>
    </message>
    <message>
        <source>Field {key} must be {kind}.</source>
        <translation>Поле {key} должно быть {kind}.</translation>
    </message>
    <message>
        <source>Line {line}: a number has more than {limit} digits, more than any hand history holds.</source>
        <translation>Строка {line}: в числе больше {limit} цифр — больше, чем бывает в любой истории раздач.</translation>
    </message>
    <message>
        <source>Line {line}: the number {number} has an exponent beyond {limit}, which no amount of a hand reaches.</source>
        <translation>Строка {line}: у числа {number} показатель степени больше {limit}, таких сумм в раздаче не бывает.</translation>
    </message>
    <message>
        <source>Line {line}: a string is longer than {limit} characters, more than any name or action of a hand holds.</source>
        <translation>Строка {line}: строка длиннее {limit} символов — длиннее любого имени или действия раздачи.</translation>
    </message>
    <message>
        <source>Line {line}: values are nested more than {limit} deep (arrays, inline tables or dotted keys), more than any hand history needs.</source>
        <translation>Строка {line}: значения вложены глубже {limit} уровней (массивы, встроенные таблицы или ключи с точками) — больше, чем нужно любой истории раздач.</translation>
    </message>
    <message>
        <source>Line {line}: the text is not UTF-8.</source>
        <translation>Строка {line}: текст не в кодировке UTF-8.</translation>
    </message>
    <message>
        <source>{file} is not a file that holds text (a folder, a device or a pipe).</source>
        <translation>{file} — не текстовый файл (папка, устройство или канал).</translation>
    </message>
    <message>
        <source>{file} holds {size} bytes, more than the {limit} of the largest hand history this program reads.</source>
        <translation>Размер {file} — {size} байт, больше предела в {limit} байт для самой большой истории раздач, которую читает эта программа.</translation>
    </message>
    <message>
        <source>{file} holds more than {limit} bytes.</source>
        <translation>Размер {file} больше {limit} байт.</translation>
    </message>
    <message>
        <source>The amount {amount} is a float, which PHH cannot keep exact; use Decimal.</source>
        <translation>Сумма {amount} — число float, PHH не может сохранить его точно; используйте Decimal.</translation>
    </message>
    <message>
        <source>The amount {amount} is not a number.</source>
        <translation>Сумма {amount} — не число.</translation>
    </message>
    <message>
        <source>Line {line}: the number is too long.</source>
        <translation>Строка {line}: слишком длинное число.</translation>
    </message>
    <message>
        <source>the control character {code} is not allowed</source>
        <translation>управляющий символ {code} не допускается</translation>
    </message>
    <message>
        <source>the same table header appears twice</source>
        <translation>один и тот же заголовок таблицы встречается дважды</translation>
    </message>
    <message>
        <source>Line {line}: {reason}.</source>
        <translation>Строка {line}: {reason}.</translation>
    </message>
    <message>
        <source>unterminated string</source>
        <translation>незакрытая строка</translation>
    </message>
    <message>
        <source>invalid value</source>
        <translation>недопустимое значение</translation>
    </message>
    <message>
        <source>the array has no closing bracket</source>
        <translation>у массива нет закрывающей скобки</translation>
    </message>
    <message>
        <source>the inline table has no closing brace</source>
        <translation>у встроенной таблицы нет закрывающей фигурной скобки</translation>
    </message>
    <message>
        <source>the same key appears twice</source>
        <translation>один и тот же ключ встречается дважды</translation>
    </message>
    <message>
        <source>expected key = value or a [table] header</source>
        <translation>ожидается ключ = значение или заголовок [таблица]</translation>
    </message>
    <message>
        <source>expected = after the key</source>
        <translation>после ключа ожидается =</translation>
    </message>
    <message>
        <source>unexpected text after the value</source>
        <translation>лишний текст после значения</translation>
    </message>
    <message>
        <source>invalid date or time</source>
        <translation>недопустимая дата или время</translation>
    </message>
    <message>
        <source>Line {line}: {key} must be {kind}.</source>
        <translation>Строка {line}: поле {key} должно быть {kind}.</translation>
    </message>
    <message>
        <source>Line {line}: _rulings holds a ruling this program cannot read (not a JSON object of a ruling, nested more than {limit} deep, or a sentence longer than {chars} characters once filled in).</source>
        <translation>Строка {line}: в _rulings решение, которое эта программа не может прочитать (не JSON-объект решения, вложенность глубже {limit} уровней или фраза длиннее {chars} символов после подстановки).</translation>
    </message>
    <message>
        <source>Line {line}: {key} holds {number}, which is not an amount.</source>
        <translation>Строка {line}: в {key} записано {number} — это не сумма.</translation>
    </message>
    <message>
        <source>Line {line}: the hand has no variant.</source>
        <translation>Строка {line}: в раздаче не указан вариант игры.</translation>
    </message>
    <message>
        <source>Line {line}: hand [{hand}] has no variant.</source>
        <translation>Строка {line}: в раздаче [{hand}] не указан вариант игры.</translation>
    </message>
    <message>
        <source>Line {line}: {key} has {size} entries but starting_stacks has {players}.</source>
        <translation>Строка {line}: в {key} не столько записей, сколько в starting_stacks ({size} против {players}).</translation>
    </message>
    <message>
        <source>Two hands are both named [{hand}]; a .phhs needs distinct names.</source>
        <translation>Две раздачи названы одинаково: [{hand}]; в .phhs нужны разные имена.</translation>
    </message>
    <message>
        <source>Field {key} holds a time offset in seconds, which TOML cannot write.</source>
        <translation>В поле {key} смещение времени в секундах, TOML не может его записать.</translation>
    </message>
    <message>
        <source>Field {key} holds a time with a time zone, which TOML cannot write.</source>
        <translation>В поле {key} время с часовым поясом, TOML не может его записать.</translation>
    </message>
    <message>
        <source>Field {key} holds a float, which PHH cannot keep exact; use Decimal.</source>
        <translation>В поле {key} число float, PHH не может сохранить его точно; используйте Decimal.</translation>
    </message>
    <message>
        <source>Field {key} holds {type}, which PHH cannot write.</source>
        <translation>В поле {key} значение типа {type}, PHH не может его записать.</translation>
    </message>
    <message>
        <source>The hand is dealt again at a table only: this hand is not played at one.</source>
        <translation>Пересдать раздачу можно только за столом: эта раздача играется не за столом.</translation>
    </message>
    <message numerus="yes">
        <source>Restored the table between hands: {count} hands played.</source>
        <comment>Restored the table between hands: {count} hand played.</comment>
        <translation>
            <numerusform>Стол восстановлен между раздачами: сыграна {count} раздача.</numerusform>
            <numerusform>Стол восстановлен между раздачами: сыграно {count} раздачи.</numerusform>
            <numerusform>Стол восстановлен между раздачами: сыграно {count} раздач.</numerusform>
        </translation>
    </message>
    <message>
        <source>the hand is over</source>
        <translation>раздача окончена</translation>
    </message>
    <message numerus="yes">
        <source>Restored the table: {game}, {count} actions entered in this hand; {where}</source>
        <comment>Restored the table: {game}, {count} action entered in this hand; {where}</comment>
        <translation>
            <numerusform>Стол восстановлен: {game}, в этой раздаче введено {count} действие; {where}</numerusform>
            <numerusform>Стол восстановлен: {game}, в этой раздаче введено {count} действия; {where}</numerusform>
            <numerusform>Стол восстановлен: {game}, в этой раздаче введено {count} действий; {where}</numerusform>
        </translation>
    </message>
    <message>
        <source>its content is not what the dealer assistant writes ({reason})</source>
        <translation>его содержимое не то, что пишет помощник дилера ({reason})</translation>
    </message>
    <message>
        <source>Table {table} cannot be brought back: the dealer assistant failed while replaying its journal ({reason}). This is a fault of the dealer assistant, not damage to the journal: the journal is kept as it is, nothing in it was set aside or changed. Please report this fault; open a new table to go on (the hands recorded stay in the hand history).</source>
        <translation>Стол {table} не удаётся восстановить: помощник дилера сбился при воспроизведении журнала ({reason}). Это ошибка помощника дилера, а не повреждение журнала: журнал сохранён как есть, ничего в нём не отложено и не изменено. Сообщите об этой ошибке; откройте новый стол, чтобы продолжить (записанные раздачи остаются в истории).</translation>
    </message>
    <message>
        <source>The seats, stacks and hand of table {table} cannot be read back: its checkpoint is damaged. The hands it recorded stay in the hand history.</source>
        <translation>Места, стеки и раздачу стола {table} прочитать нельзя: его контрольная точка повреждена. Записанные им раздачи остаются в истории раздач.</translation>
    </message>
    <message>
        <source>The checkpoint of table {table} cannot be replayed ({reason}): its seats, stacks and hand cannot be read back. The hands it recorded stay in the hand history.</source>
        <translation>Контрольную точку стола {table} не удаётся воспроизвести ({reason}): его места, стеки и раздачу прочитать нельзя. Записанные им раздачи остаются в истории раздач.</translation>
    </message>
    <message>
        <source>Entry {entry} of table {table} ({kind}) cannot be replayed: {reason}</source>
        <translation>Запись {entry} стола {table} ({kind}) не удаётся воспроизвести: {reason}</translation>
    </message>
    <message>
        <source>Entry {entry} of table {table} ({kind}) cannot be replayed: {reason}.</source>
        <translation>Запись {entry} стола {table} ({kind}) не удаётся воспроизвести: {reason}.</translation>
    </message>
    <message>
        <source>Table {table} is brought back as its journal held it up to its last sound entry ({count} of the entries after its checkpoint).</source>
        <translation>Стол {table} восстановлен таким, каким его хранил журнал до последней целой записи (записей после контрольной точки: {count}).</translation>
    </message>
    <message>
        <source>The display&apos;s journal {file} cannot be opened: {reason}.</source>
        <translation>Журнал экрана для игроков {file} не удаётся открыть: {reason}.</translation>
    </message>
    <message>
        <source>The display&apos;s journal cannot be written: {reason}.</source>
        <translation>Не удаётся записать журнал экрана для игроков: {reason}.</translation>
    </message>
    <message>
        <source>The events journal {file} was {what} while the event was open, and what this window kept cannot be written again in {folder}: {reason}.</source>
        <translation>Журнал турниров {file} был {what}, пока турнир был открыт, и то, что сохранило это окно, не удаётся записать заново в {folder}: {reason}.</translation>
    </message>
    <message>
        <source>The events journal {file} was {what} while the event was open (by another program?): everything this window had kept is written again in {new_file}, and the event goes on there. The last action was not kept: enter it again.</source>
        <translation>Журнал турниров {file} был {what}, пока турнир был открыт (другой программой?): всё, что сохранило это окно, записано заново в {new_file}, и турнир продолжается там. Последнее действие не сохранено: введите его снова.</translation>
    </message>
    <message>
        <source>The events journal {file} was {what} while the event was open, and no new journal file can be made in {folder}: {reason}.</source>
        <translation>Журнал турниров {file} был {what}, пока турнир был открыт, и в {folder} не удаётся создать новый файл журнала: {reason}.</translation>
    </message>
    <message>
        <source>The events journal {file} was overwritten by another program while the event was open: what it held cannot be read back from it, so the event is written again from this window into {new_file}, and goes on there. The last action was not kept: enter it again.</source>
        <translation>Журнал турниров {file} был перезаписан другой программой, пока турнир был открыт: прежнее содержимое из него не прочитать, поэтому турнир записан заново из этого окна в {new_file} и продолжается там. Последнее действие не сохранено: введите его снова.</translation>
    </message>
    <message>
        <source>The events journal cannot be read: {reason}.</source>
        <translation>Не удаётся прочитать журнал турниров: {reason}.</translation>
    </message>
    <message>
        <source>the director&apos;s entry</source>
        <translation>запись директора</translation>
    </message>
    <message>
        <source>Entry {entry} of {stream} cannot be kept: the stream&apos;s last entry is {last}, and entries are kept in order, one after the other.</source>
        <translation>Запись {entry} потока {stream} не удаётся сохранить: последняя запись потока — {last}, а записи сохраняются по порядку, одна за другой.</translation>
    </message>
    <message>
        <source>the set-up of event {event}</source>
        <translation>настройки турнира {event}</translation>
    </message>
    <message>
        <source>not a mapping</source>
        <translation>не словарь</translation>
    </message>
    <message>
        <source>Entry {entry} of event {event} cannot be read: it is damaged ({reason}).</source>
        <translation>Запись {entry} турнира {event} не удаётся прочитать: она повреждена ({reason}).</translation>
    </message>
    <message>
        <source>deleted</source>
        <translation>удалён</translation>
    </message>
    <message>
        <source>replaced by another file</source>
        <translation>заменён другим файлом</translation>
    </message>
    <message>
        <source>left without its write-ahead log (deleted)</source>
        <translation>оставлен без своего журнала упреждающей записи (удалён)</translation>
    </message>
    <message>
        <source>overwritten by another program</source>
        <translation>перезаписан другой программой</translation>
    </message>
    <message>
        <source>The file {file} in the director&apos;s folder {folder} cannot be used as the events journal: {problem}. It is kept as it is.</source>
        <translation>Файл {file} в папке директора {folder} нельзя использовать как журнал турниров: {problem}. Файл оставлен как есть.</translation>
    </message>
    <message>
        <source>This session keeps its events in a new journal file, {file}.</source>
        <translation>Эта сессия хранит свои турниры в новом файле журнала, {file}.</translation>
    </message>
    <message>
        <source>Nothing could be read back from {file} ({reason}); its events are not in the new journal, and the file is kept as it is.</source>
        <translation>Из {file} ничего не удалось прочитать ({reason}); турниров этого файла нет в новом журнале, а сам файл оставлен как есть.</translation>
    </message>
    <message>
        <source>Read back from {file} into {new_file}: {events} and {entries}; what lay in its damaged part is lost.</source>
        <translation>Из {file} в {new_file} перенесено: {events} и {entries}; то, что было в повреждённой части, потеряно.</translation>
    </message>
    <message numerus="yes">
        <source>{count} events</source>
        <comment>{count} event</comment>
        <translation>
            <numerusform>{count} турнир</numerusform>
            <numerusform>{count} турнира</numerusform>
            <numerusform>{count} турниров</numerusform>
        </translation>
    </message>
    <message>
        <source>The events journal {file} cannot be opened: {reason}.</source>
        <translation>Журнал турниров {file} не удаётся открыть: {reason}.</translation>
    </message>
    <message>
        <source>The events journal cannot be written: {reason}.</source>
        <translation>Не удаётся записать журнал турниров: {reason}.</translation>
    </message>
    <message>
        <source>There is no event {event} in the journal.</source>
        <translation>В журнале нет турнира {event}.</translation>
    </message>
    <message>
        <source>The saved structures in {file} cannot be read: {reason}.</source>
        <translation>Не удаётся прочитать сохранённые структуры в {file}: {reason}.</translation>
    </message>
    <message>
        <source>The saved structures in {file} are not a list of names.</source>
        <translation>Сохранённые структуры в {file} — не список имён.</translation>
    </message>
    <message>
        <source>The structure cannot be saved in {file}: {reason}.</source>
        <translation>Не удаётся сохранить структуру в {file}: {reason}.</translation>
    </message>
    <message>
        <source>The journal {file} in the data folder {folder} can be read but not written (the file or the folder is read-only): the table is shown as it was kept, and nothing can be entered until the file can be written again; or move the table to another folder (Table &gt; Move the table to another folder…).</source>
        <translation>Журнал {file} в папке данных {folder} можно прочитать, но нельзя записать (файл или папка только для чтения): стол показан таким, каким был сохранён, и ничего нельзя ввести, пока в файл снова нельзя писать; или перенесите стол в другую папку (Стол &gt; Перенести стол в другую папку…).</translation>
    </message>
    <message>
        <source>The journal {file} could not be closed cleanly: {reason}; everything kept so far is safe.</source>
        <translation>Журнал {file} не удалось закрыть как следует: {reason}; всё сохранённое до сих пор цело.</translation>
    </message>
    <message>
        <source>The journal {file} cannot be copied to set it aside: {reason}.</source>
        <translation>Журнал {file} не удаётся скопировать, чтобы отложить его: {reason}.</translation>
    </message>
    <message>
        <source>The journal file {file} is kept as it is: {reason}. This session goes on in a copy of it, {copy}.</source>
        <translation>Файл журнала {file} оставлен как есть: {reason}. Эта сессия продолжается в его копии, {copy}.</translation>
    </message>
    <message>
        <source>the checkpoint of table {table}</source>
        <translation>контрольную точку стола {table}</translation>
    </message>
    <message>
        <source>entry {entry} of table {table}</source>
        <translation>запись {entry} стола {table}</translation>
    </message>
    <message>
        <source>The table is already kept in {folder}: choose another folder.</source>
        <translation>Стол уже хранится в {folder}: выберите другую папку.</translation>
    </message>
    <message>
        <source>The folder {folder} already holds a journal of the dealer assistant: choose an empty folder for this table.</source>
        <translation>В папке {folder} уже есть журнал помощника дилера: выберите для этого стола пустую папку.</translation>
    </message>
    <message>
        <source>The table cannot be moved to {folder}: {reason}. It stays kept in {data_folder}, every action with it.</source>
        <translation>Стол не удаётся перенести в {folder}: {reason}. Он по-прежнему хранится в {data_folder}, со всеми действиями.</translation>
    </message>
    <message>
        <source>The table could not be marked as moved in {data_folder} ({reason}): go on with it here, in {folder}, and do not start the dealer assistant on {data_folder} to continue it.</source>
        <translation>Не удалось отметить в {data_folder}, что стол перенесён ({reason}): продолжайте его здесь, в {folder}, и не запускайте помощника дилера на {data_folder}, чтобы продолжить этот стол.</translation>
    </message>
    <message>
        <source>mark the table as moved to {folder}</source>
        <translation>отметить стол как перенесённый в {folder}</translation>
    </message>
    <message>
        <source>Table {table} of this data folder was moved to {folder} on {date}: start the dealer assistant on that folder to go on with it.</source>
        <translation>Стол {table} из этой папки данных перенесён в {folder} {date}: чтобы продолжить его, запустите помощника дилера на той папке.</translation>
    </message>
    <message>
        <source>The journal {file} could not start a change: {reason}.</source>
        <translation>Журналу {file} не удалось начать изменение: {reason}.</translation>
    </message>
    <message>
        <source>The journal {file} kept none of the changes made together: it could not {doing}.</source>
        <translation>Журнал {file} не сохранил ни одного из изменений, сделанных вместе: ему не удалось {doing}.</translation>
    </message>
    <message>
        <source>The journal {file} could not keep the changes made together: {reason}. {advice}</source>
        <translation>Журналу {file} не удалось сохранить изменения, сделанные вместе: {reason}. {advice}</translation>
    </message>
    <message>
        <source>the table&apos;s settings</source>
        <translation>настройки стола</translation>
    </message>
    <message>
        <source>start a new table</source>
        <translation>начать новый стол</translation>
    </message>
    <message>
        <source>close table {table}</source>
        <translation>закрыть стол {table}</translation>
    </message>
    <message>
        <source>A journal entry needs a kind, such as &apos;action&apos;; got {kind}.</source>
        <translation>Записи журнала нужен вид, например &apos;action&apos;; получено: {kind}.</translation>
    </message>
    <message>
        <source>the {kind} entry</source>
        <translation>запись «{kind}»</translation>
    </message>
    <message>
        <source>keep the {kind} entry of table {table}</source>
        <translation>сохранить запись «{kind}» стола {table}</translation>
    </message>
    <message>
        <source>the table&apos;s checkpoint</source>
        <translation>контрольную точку стола</translation>
    </message>
    <message>
        <source>save a checkpoint of table {table}</source>
        <translation>сохранить контрольную точку стола {table}</translation>
    </message>
    <message>
        <source>A hand number is a whole number from 0 up; got {hand}.</source>
        <translation>Номер раздачи — целое число от 0; получено: {hand}.</translation>
    </message>
    <message>
        <source>Hand {hand} cannot start at entry {entry}: table {table} has entries 1 to {last}.</source>
        <translation>Раздача {hand} не может начинаться с записи {entry}: у стола {table} записи с 1 по {last}.</translation>
    </message>
    <message>
        <source>keep hand {hand} of table {table}</source>
        <translation>сохранить раздачу {hand} стола {table}</translation>
    </message>
    <message>
        <source>Table {table} has no recorded hand {hand}.</source>
        <translation>У стола {table} нет записанной раздачи {hand}.</translation>
    </message>
    <message>
        <source>The journal is closed; open it again to continue.</source>
        <translation>Журнал закрыт; откройте его снова, чтобы продолжить.</translation>
    </message>
    <message>
        <source>The journal {file} could not {doing}: the changes made together with it were undone, as it could not {undone}.</source>
        <translation>Журналу {file} не удалось {doing}: изменения, сделанные вместе с этим, отменены, так как ему не удалось {undone}.</translation>
    </message>
    <message>
        <source>The journal {file} could not {doing}: {reason}. {advice}</source>
        <translation>Журналу {file} не удалось {doing}: {reason}. {advice}</translation>
    </message>
    <message>
        <source>The journal file {file} was {what} while the table was open, and what this window kept cannot be written again in {folder}: {reason}. Move the table to another folder (Table &gt; Move the table to another folder…).</source>
        <translation>Файл журнала {file} был {what}, пока стол был открыт, и то, что сохранило это окно, не удаётся записать заново в {folder}: {reason}. Перенесите стол в другую папку (Стол &gt; Перенести стол в другую папку…).</translation>
    </message>
    <message>
        <source>The journal file {file} was {what} while the table was open (by another program?): everything this window had kept is written again in {new_file}, and the table goes on there. The last entry was not kept: enter it again.</source>
        <translation>Файл журнала {file} был {what}, пока стол был открыт (другой программой?): всё, что сохранило это окно, записано заново в {new_file}, и стол продолжается там. Последняя запись не сохранена: введите её снова.</translation>
    </message>
    <message>
        <source>The journal file {file} was {what} while the table was open, and no new journal file can be made in {folder}: {reason}. Move the table to another folder (Table &gt; Move the table to another folder…).</source>
        <translation>Файл журнала {file} был {what}, пока стол был открыт, и в {folder} не удаётся создать новый файл журнала: {reason}. Перенесите стол в другую папку (Стол &gt; Перенести стол в другую папку…).</translation>
    </message>
    <message>
        <source>The journal file {file} was overwritten by another program while the table was open: what it held cannot be read back from it, so the table is written again from this window into {new_file}, and goes on there. The last entry was not kept: enter it again.</source>
        <translation>Файл журнала {file} был перезаписан другой программой, пока стол был открыт: прежнее содержимое из него не прочитать, поэтому стол записан заново из этого окна в {new_file} и продолжается там. Последняя запись не сохранена: введите её снова.</translation>
    </message>
    <message>
        <source>Nothing of it was kept, and nothing of it is shown. Free some space on the disk of the data folder {folder}, then enter it again; or move the table to another folder (Table &gt; Move the table to another folder…).</source>
        <translation>Ничего из этого не сохранено и не показано. Освободите место на диске папки данных {folder} и введите снова; или перенесите стол в другую папку (Стол &gt; Перенести стол в другую папку…).</translation>
    </message>
    <message>
        <source>Nothing of it was kept, and nothing of it is shown. Make the data folder {folder} writable again, then enter it again; or move the table to another folder (Table &gt; Move the table to another folder…).</source>
        <translation>Ничего из этого не сохранено и не показано. Снова разрешите запись в папку данных {folder} и введите снова; или перенесите стол в другую папку (Стол &gt; Перенести стол в другую папку…).</translation>
    </message>
    <message>
        <source>Nothing of it was kept, and nothing of it is shown. Enter it again once the disk of the data folder {folder} works again; or move the table to another folder (Table &gt; Move the table to another folder…).</source>
        <translation>Ничего из этого не сохранено и не показано. Введите снова, когда диск папки данных {folder} снова заработает; или перенесите стол в другую папку (Стол &gt; Перенести стол в другую папку…).</translation>
    </message>
    <message>
        <source>The journal {file} could not be read: {reason}.</source>
        <translation>Журнал {file} не удалось прочитать: {reason}.</translation>
    </message>
    <message>
        <source>Table {table} is closed: it takes no more changes.</source>
        <translation>Стол {table} закрыт: изменения больше не принимаются.</translation>
    </message>
    <message>
        <source>The data folder {folder} cannot be read: {reason}.</source>
        <translation>Папку данных {folder} не удаётся прочитать: {reason}.</translation>
    </message>
    <message>
        <source>it could not be opened ({reason})</source>
        <translation>его не удалось открыть ({reason})</translation>
    </message>
    <message>
        <source>The file {file} in the data folder {folder} cannot be used as the journal: {problem}. It is kept as it is.</source>
        <translation>Файл {file} в папке данных {folder} нельзя использовать как журнал: {problem}. Он оставлен как есть.</translation>
    </message>
    <message>
        <source>This session keeps its tables in a new journal file, {file}.</source>
        <translation>Эта сессия хранит свои столы в новом файле журнала, {file}.</translation>
    </message>
    <message>
        <source>The new journal {file} cannot be opened: {reason}.</source>
        <translation>Новый журнал {file} не удаётся открыть: {reason}.</translation>
    </message>
    <message>
        <source>it is damaged (cut short)</source>
        <translation>он повреждён (обрезан)</translation>
    </message>
    <message>
        <source>it is damaged (cut short: {size} of {total} bytes)</source>
        <translation>он повреждён (обрезан: {size} из {total} байт)</translation>
    </message>
    <message>
        <source>it is damaged (SQLite finds: {found})</source>
        <translation>он повреждён (SQLite сообщает: {found})</translation>
    </message>
    <message>
        <source>it was left by a window that did not close, and its write-ahead log {file} is missing (deleted after a crash?): the last changes it held are lost</source>
        <translation>его оставило окно, которое не закрылось, а его журнал упреждающей записи {file} отсутствует (удалён после сбоя?): последние изменения в нём потеряны</translation>
    </message>
    <message>
        <source>Nothing could be read back from {file} ({reason}); its tables are not in the new journal, and the file is kept as it is.</source>
        <translation>Из {file} ничего не удалось прочитать ({reason}); его столов нет в новом журнале, а файл оставлен как есть.</translation>
    </message>
    <message>
        <source>Nothing could be read back from {file}: its tables are lost.</source>
        <translation>Из {file} ничего не удалось прочитать: его столы потеряны.</translation>
    </message>
    <message>
        <source>Read back from {file} into {new_file}: {tables}, {checkpoints}, {entries} and {hands}; what lay in its damaged part is lost.</source>
        <translation>Прочитано из {file} в {new_file}: {tables}, {checkpoints}, {entries} и {hands}; то, что было в его повреждённой части, потеряно.</translation>
    </message>
    <message numerus="yes">
        <source>{count} tables</source>
        <comment>{count} table</comment>
        <translation>
            <numerusform>{count} стол</numerusform>
            <numerusform>{count} стола</numerusform>
            <numerusform>{count} столов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} checkpoints</source>
        <comment>{count} checkpoint</comment>
        <translation>
            <numerusform>{count} контрольная точка</numerusform>
            <numerusform>{count} контрольные точки</numerusform>
            <numerusform>{count} контрольных точек</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} entries</source>
        <comment>{count} entry</comment>
        <translation>
            <numerusform>{count} запись</numerusform>
            <numerusform>{count} записи</numerusform>
            <numerusform>{count} записей</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} recorded hands</source>
        <comment>{count} recorded hand</comment>
        <translation>
            <numerusform>{count} записанная раздача</numerusform>
            <numerusform>{count} записанные раздачи</numerusform>
            <numerusform>{count} записанных раздач</numerusform>
        </translation>
    </message>
    <message>
        <source>This session continues with the journal file {file}.</source>
        <translation>Эта сессия продолжается с файлом журнала {file}.</translation>
    </message>
    <message>
        <source>it is not a file</source>
        <translation>это не файл</translation>
    </message>
    <message>
        <source>it cannot be read ({reason})</source>
        <translation>его нельзя прочитать ({reason})</translation>
    </message>
    <message>
        <source>it is empty</source>
        <translation>он пуст</translation>
    </message>
    <message>
        <source>it is not an SQLite database</source>
        <translation>это не база данных SQLite</translation>
    </message>
    <message>
        <source>it is another program&apos;s SQLite database, not a journal of the dealer assistant</source>
        <translation>это база данных SQLite другой программы, а не журнал помощника дилера</translation>
    </message>
    <message>
        <source>it is damaged (its header is not valid)</source>
        <translation>он повреждён (его заголовок недействителен)</translation>
    </message>
    <message>
        <source>it is damaged (the tables of a journal are missing)</source>
        <translation>он повреждён (нет таблиц журнала)</translation>
    </message>
    <message>
        <source>it is damaged ({reason})</source>
        <translation>он повреждён ({reason})</translation>
    </message>
    <message>
        <source>it was written by a newer version of the dealer assistant (journal format {version}; this version knows formats up to {known}), so only that version may open it</source>
        <translation>он записан более новой версией помощника дилера (формат журнала {version}; эта версия знает форматы до {known}), поэтому открыть его может только та версия</translation>
    </message>
    <message>
        <source>A new journal file cannot be made in the data folder {folder}: {reason}.</source>
        <translation>В папке данных {folder} не удаётся создать новый файл журнала: {reason}.</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>диск заполнен</translation>
    </message>
    <message>
        <source>the data folder cannot be written</source>
        <translation>в папку данных нельзя записывать</translation>
    </message>
    <message>
        <source>There is no table {table} in this journal.</source>
        <translation>В этом журнале нет стола {table}.</translation>
    </message>
    <message>
        <source>the settings of table {table}</source>
        <translation>настройки стола {table}</translation>
    </message>
    <message>
        <source>event {entry} of table {table}</source>
        <translation>запись {entry} стола {table}</translation>
    </message>
    <message>
        <source>the summary of hand {hand}</source>
        <translation>сводку раздачи {hand}</translation>
    </message>
    <message>
        <source>the history of hand {hand}</source>
        <translation>историю раздачи {hand}</translation>
    </message>
    <message>
        <source>The journal keeps {what} as a mapping; got {type}.</source>
        <translation>Журнал хранит {what} как словарь; получено: {type}.</translation>
    </message>
    <message>
        <source>The journal cannot keep {what}: its key {key} at {place} is not text.</source>
        <translation>Журнал не может сохранить {what}: ключ {key} в {place} — не текст.</translation>
    </message>
    <message>
        <source>The journal cannot keep {what}: its key {key} is not text.</source>
        <translation>Журнал не может сохранить {what}: ключ {key} — не текст.</translation>
    </message>
    <message>
        <source>The journal cannot keep {what}: {value} at {place} is not plain data (text, numbers, true or false, lists and mappings).</source>
        <translation>Журнал не может сохранить {what}: {value} в {place} — не простые данные (текст, числа, истина или ложь, списки и словари).</translation>
    </message>
    <message>
        <source>The journal cannot keep {what}: {value} is not plain data (text, numbers, true or false, lists and mappings).</source>
        <translation>Журнал не может сохранить {what}: {value} — не простые данные (текст, числа, истина или ложь, списки и словари).</translation>
    </message>
    <message>
        <source>The journal cannot read {what}: it is damaged ({reason}).</source>
        <translation>Журнал не может прочитать {what}: данные повреждены ({reason}).</translation>
    </message>
    <message>
        <source>The journal cannot read {what}: it is damaged (not a mapping).</source>
        <translation>Журнал не может прочитать {what}: данные повреждены (не словарь).</translation>
    </message>
    <message>
        <source>This table is already open in another window of the dealer assistant.</source>
        <translation>Этот стол уже открыт в другом окне помощника дилера.</translation>
    </message>
    <message>
        <source>The lock file {file} is a symbolic link: it is never followed (the dealer assistant would overwrite what it points to). Delete the link; the dealer assistant makes its lock file anew.</source>
        <translation>Файл блокировки {file} — символическая ссылка: по ней никогда не переходят (помощник дилера перезаписал бы то, на что она указывает). Удалите ссылку; помощник дилера создаст файл блокировки заново.</translation>
    </message>
    <message>
        <source>The lock file {file} is a folder: move it out of the data folder (or rename it); the dealer assistant makes its lock file anew.</source>
        <translation>Файл блокировки {file} — это папка: уберите её из папки данных (или переименуйте); помощник дилера создаст файл блокировки заново.</translation>
    </message>
    <message>
        <source>The data folder {folder} cannot be created: {reason}.</source>
        <translation>Не удаётся создать папку данных {folder}: {reason}.</translation>
    </message>
    <message>
        <source>The data folder {folder} cannot be locked for this window: {reason}.</source>
        <translation>Не удаётся заблокировать папку данных {folder} для этого окна: {reason}.</translation>
    </message>
    <message>
        <source>The lock file {file} is not a file (a device or a pipe): move it out of the data folder; the dealer assistant makes its lock file anew.</source>
        <translation>Файл блокировки {file} — не файл (устройство или канал): уберите его из папки данных; помощник дилера создаст файл блокировки заново.</translation>
    </message>
    <message>
        <source>The data folder {folder} cannot be locked for this window (the folder&apos;s file system refused the lock: {reason}).</source>
        <translation>Не удаётся заблокировать папку данных {folder} для этого окна (файловая система папки отказала в блокировке: {reason}).</translation>
    </message>
    <message>
        <source>Enter the amount he bet or raised to.</source>
        <translation>Введите сумму ставки или рейза.</translation>
    </message>
    <message>
        <source>table {table} holds damaged entries</source>
        <translation>у стола {table} есть повреждённые записи</translation>
    </message>
    <message>
        <source>The table cannot be opened again ({reason}): open a new table.</source>
        <translation>Стол не удаётся открыть снова ({reason}): откройте новый стол.</translation>
    </message>
    <message>
        <source>A hand in the history cannot change.</source>
        <translation>Раздачу из истории изменить нельзя.</translation>
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
    <message>
        <source>Main pot</source>
        <translation>Основной банк</translation>
    </message>
    <message>
        <source>Side pot {number}</source>
        <translation>Побочный банк {number}</translation>
    </message>
    <message>
        <source>The server of the room {room} refused: {reason}.</source>
        <translation>Сервер зала {room} отказал: {reason}.</translation>
    </message>
    <message>
        <source>The database {room} is not a room yet: set it up with `room init`.</source>
        <translation>База данных {room} ещё не зал: подготовьте её командой `room init`.</translation>
    </message>
    <message>
        <source>The room {room} has schema version {found}; this program knows version {needed}: update the program on this station.</source>
        <translation>У зала {room} версия схемы {found}; эта программа знает версию {needed}: обновите программу на этой станции.</translation>
    </message>
    <message>
        <source>A dealer&apos;s station needs its table&apos;s number.</source>
        <translation>Станции дилера нужен номер её стола.</translation>
    </message>
    <message>
        <source>A student&apos;s station needs the student&apos;s name.</source>
        <translation>Станции ученика нужно имя ученика.</translation>
    </message>
    <message>
        <source>The role&apos;s name {role} is longer than PostgreSQL&apos;s 63 characters.</source>
        <translation>Имя роли {role} длиннее 63 символов, допустимых в PostgreSQL.</translation>
    </message>
    <message>
        <source>The room already has a station role {role}: choose another --name, or give it a new password with `room new-password`.</source>
        <translation>В зале уже есть роль станции {role}: выберите другое --name или задайте ей новый пароль командой `room new-password`.</translation>
    </message>
    <message>
        <source>The room {room} has no station role {role}.</source>
        <translation>В зале {room} нет роли станции {role}.</translation>
    </message>
    <message>
        <source>The room&apos;s address {url} is not a PostgreSQL URL: {reason}.</source>
        <translation>Адрес зала {url} — не URL PostgreSQL: {reason}.</translation>
    </message>
    <message>
        <source>The room {room} refused the role {role}: wrong name or password.</source>
        <translation>Зал {room} отказал роли {role}: неверное имя или пароль.</translation>
    </message>
    <message>
        <source>The room {room} does not let the role {role} in: its manager disabled it.</source>
        <translation>Зал {room} не пускает роль {role}: администратор зала её отключил.</translation>
    </message>
    <message>
        <source>There is no room {room}: create it with `room init` (the server answered: {reason}).</source>
        <translation>Зала {room} нет: создайте его командой `room init` (ответ сервера: {reason}).</translation>
    </message>
    <message>
        <source>The room {room} refused the role {role}: {reason}.</source>
        <translation>Зал {room} отказал роли {role}: {reason}.</translation>
    </message>
    <message>
        <source>The room {room} cannot be reached: {reason}.</source>
        <translation>Зал {room} недоступен: {reason}.</translation>
    </message>
    <message>
        <source>The room {room} has schema version {found}; this program needs version {needed}: the room&apos;s manager runs `room upgrade`.</source>
        <translation>У зала {room} версия схемы {found}; этой программе нужна версия {needed}: администратор зала запускает `room upgrade`.</translation>
    </message>
    <message>
        <source>The room {room} refused station {station}: it writes as {owner}, not as {role}.</source>
        <translation>Зал {room} отказал станции {station}: она пишет как {owner}, а не как {role}.</translation>
    </message>
    <message>
        <source>The room {room} holds another entry {seq} of {stream} from station {station}: this one is not stored.</source>
        <translation>В зале {room} уже есть другая запись {seq} потока {stream} от станции {station}: эта не сохранена.</translation>
    </message>
    <message>
        <source>The room {room} refused entry {seq} of {stream}: the role {role} may not write {stream}.</source>
        <translation>Зал {room} отклонил запись {seq} потока {stream}: роль {role} не может писать в {stream}.</translation>
    </message>
    <message>
        <source>The room {room} refused entry {seq} of {stream}: its last entry of that stream is {last}.</source>
        <translation>Зал {room} отклонил запись {seq} потока {stream}: последняя запись этого потока в зале — {last}.</translation>
    </message>
    <message>
        <source>The room {room} refused the entries: {reason}.</source>
        <translation>Зал {room} отклонил записи: {reason}.</translation>
    </message>
    <message>
        <source>The journal {file} keeps the streams of its own station only: it cannot keep entry {entry} of {stream} from station {station}.</source>
        <translation>Журнал {file} хранит потоки только своей станции: запись {entry} потока {stream} от станции {station} он сохранить не может.</translation>
    </message>
    <message>
        <source>The journal {file} holds another entry {entry} of {stream} from station {station}: this one is not kept.</source>
        <translation>Журнал {file} уже содержит другую запись {entry} потока {stream} со станции {station}: эта запись не сохранена.</translation>
    </message>
    <message>
        <source>keep what the room acknowledged</source>
        <translation>сохранить то, что подтвердил зал</translation>
    </message>
    <message>
        <source>entry {entry} of {stream}</source>
        <translation>запись {entry} потока {stream}</translation>
    </message>
    <message>
        <source>The journal {file} cannot {doing}: {reason}.</source>
        <translation>Журнал {file} не может {doing}: {reason}.</translation>
    </message>
    <message>
        <source>The outbox of {file} sends entries; the journal writes them.</source>
        <translation>Очередь отправки {file} отправляет записи; пишет их журнал.</translation>
    </message>
    <message>
        <source>The room holds no event {event} with its set-up.</source>
        <translation>В зале нет турнира {event} с его настройками.</translation>
    </message>
    <message>
        <source>Several stations hold event {event}: choose one with --station ({stations}).</source>
        <translation>Турнир {event} есть у нескольких станций: выберите одну через --station ({stations}).</translation>
    </message>
    <message>
        <source>The players&apos; page of the room only reads the event: the director&apos;s remote is on the director&apos;s window.</source>
        <translation>Страница игроков зала только читает турнир: пульт директора — в окне директора.</translation>
    </message>
    <message>
        <source>This program cannot serve the players&apos; page.</source>
        <translation>Эта программа не может раздавать страницу игроков.</translation>
    </message>
    <message>
        <source>Type the room&apos;s address first (postgresql://...).</source>
        <translation>Сначала введите адрес зала (postgresql://...).</translation>
    </message>
    <message>
        <source>&apos;{code}&apos; is not the code of an exam in the room: it has 8 letters and digits, like {example}.</source>
        <translation>«{code}» — не код экзамена в зале: в нём 8 букв и цифр, например {example}.</translation>
    </message>
    <message>
        <source>The room holds no exam {code}: ask the instructor for the code again.</source>
        <translation>В зале нет экзамена {code}: спросите код у преподавателя ещё раз.</translation>
    </message>
    <message>
        <source>The results of exam {code} are out already.</source>
        <translation>Результаты экзамена {code} уже опубликованы.</translation>
    </message>
    <message>
        <source>Choose a student who sat the exam: leave is for a next sitting.</source>
        <translation>Выберите ученика, сдававшего экзамен: разрешение даётся на следующую попытку.</translation>
    </message>
    <message>
        <source>The results of exam {code} are out: a second sitting would know the right answers. Hold a new exam.</source>
        <translation>Результаты экзамена {code} опубликованы: вторая попытка знала бы правильные ответы. Проведите новый экзамен.</translation>
    </message>
    <message>
        <source>{student} has leave for another sitting already.</source>
        <translation>У {student} уже есть разрешение на ещё одну попытку.</translation>
    </message>
    <message>
        <source>This station&apos;s role {role} is not a student&apos;s: the room&apos;s manager adds one with `room add-station URL --student NAME`.</source>
        <translation>Роль {role} этой станции — не ученическая: администратор зала добавляет её командой `room add-station URL --student ИМЯ`.</translation>
    </message>
    <message>
        <source>The results of exam {code} are out: it can no longer be sat.</source>
        <translation>Результаты экзамена {code} опубликованы: сдавать его больше нельзя.</translation>
    </message>
    <message>
        <source>You have sat exam {code} already: a second sitting needs the instructor&apos;s leave.</source>
        <translation>Вы уже сдавали экзамен {code}: для второй попытки нужно разрешение преподавателя.</translation>
    </message>
    <message>
        <source>An exam in the room keeps its answers in the room: it has no result file.</source>
        <translation>Экзамен в зале хранит ответы в зале: файла результатов у него нет.</translation>
    </message>
    <message>
        <source>cut off: {count} waiting</source>
        <translation>нет связи, ожидают отправки: {count}</translation>
    </message>
    <message>
        <source>connecting…</source>
        <translation>подключение…</translation>
    </message>
    <message>
        <source>{count} waiting</source>
        <translation>ожидают отправки: {count}</translation>
    </message>
    <message>
        <source>all sent</source>
        <translation>всё отправлено</translation>
    </message>
</context>
<context>
    <name>Need</name>
    <message>
        <source>Deal the next hand (N).</source>
        <translation>Сдайте следующую раздачу (N).</translation>
    </message>
</context>
<context>
    <name>NewTableDialog</name>
    <message>
        <source>New table</source>
        <translation>Новый стол</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Mixed hold&apos;em</source>
        <translation>Смешанный холдем</translation>
    </message>
    <message>
        <source>%1 (rotation)</source>
        <translation>%1 (ротация)</translation>
    </message>
    <message>
        <source>Dealer&apos;s choice</source>
        <translation>Выбор дилера</translation>
    </message>
    <message>
        <source>Game or rotation</source>
        <translation>Игра или ротация</translation>
    </message>
    <message>
        <source>Games to choose from</source>
        <translation>Игры на выбор</translation>
    </message>
    <message>
        <source>Change game</source>
        <translation>Смена игры</translation>
    </message>
    <message>
        <source>Cash game</source>
        <translation>Кэш-игра</translation>
    </message>
    <message>
        <source>Sit-and-go</source>
        <translation>Сит-энд-гоу</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Турнир</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Формат</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>Свод правил</translation>
    </message>
    <message>
        <source>The smallest chip in play: 1, 5, 25, 0.25 ...</source>
        <translation>Самая мелкая фишка в игре: 1, 5, 25, 0,25 ...</translation>
    </message>
    <message>
        <source>Chip unit</source>
        <translation>Единица фишки</translation>
    </message>
    <message>
        <source>Stakes</source>
        <translation>Ставки</translation>
    </message>
    <message>
        <source>Small blind</source>
        <translation>Малый блайнд</translation>
    </message>
    <message>
        <source>Big blind</source>
        <translation>Большой блайнд</translation>
    </message>
    <message>
        <source>Ante</source>
        <translation>Анте</translation>
    </message>
    <message>
        <source>Small bet (limit)</source>
        <translation>Малая ставка (лимит)</translation>
    </message>
    <message>
        <source>Big bet (limit)</source>
        <translation>Большая ставка (лимит)</translation>
    </message>
    <message>
        <source>Stud ante</source>
        <translation>Анте в стаде</translation>
    </message>
    <message>
        <source>Bring-in (stud)</source>
        <translation>Бринг-ин (стад)</translation>
    </message>
    <message>
        <source>Minimum buy-in</source>
        <translation>Минимальный бай-ин</translation>
    </message>
    <message>
        <source>Maximum buy-in</source>
        <translation>Максимальный бай-ин</translation>
    </message>
    <message>
        <source>Starting stack</source>
        <translation>Стартовый стек</translation>
    </message>
    <message>
        <source>Minutes per level</source>
        <translation>Минут на уровень</translation>
    </message>
    <message>
        <source>Levels (× the stakes)</source>
        <translation>Уровни (× ставки)</translation>
    </message>
    <message>
        <source>no breaks</source>
        <translation>без перерывов</translation>
    </message>
    <message>
        <source> min</source>
        <translation> мин</translation>
    </message>
    <message>
        <source>Breaks</source>
        <translation>Перерывы</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Места</translation>
    </message>
    <message>
        <source>Seats at the table</source>
        <translation>Мест за столом</translation>
    </message>
    <message>
        <source>Button on seat</source>
        <translation>Баттон на месте</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Место</translation>
    </message>
    <message>
        <source>Name (empty: nobody)</source>
        <translation>Имя (пусто: никого)</translation>
    </message>
    <message>
        <source>Stack</source>
        <translation>Стек</translation>
    </message>
    <message>
        <source>Open the table</source>
        <translation>Открыть стол</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Игрок %1</translation>
    </message>
    <message numerus="yes">
        <source>every %1 hands</source>
        <extracomment>The game changes every N hands. %1 is the number&apos;s spin box; what follows it is the unit, chosen in a list (keep %1 before the unit).</extracomment>
        <translation>
            <numerusform>каждую %1 раздачу</numerusform>
            <numerusform>каждые %1 раздачи</numerusform>
            <numerusform>каждые %1 раздач</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>every %1 orbits</source>
        <extracomment>The game changes every N orbits of the button. %1 is the number&apos;s spin box; what follows it is the unit, chosen in a list (keep %1 before the unit).</extracomment>
        <translation>
            <numerusform>каждый %1 круг баттона</numerusform>
            <numerusform>каждые %1 круга баттона</numerusform>
            <numerusform>каждые %1 кругов баттона</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>every %1 levels</source>
        <extracomment>The game changes every N levels of the tournament. %1 is the number&apos;s spin box; what follows it is the unit, chosen in a list (keep %1 before the unit).</extracomment>
        <translation>
            <numerusform>каждый %1 уровень</numerusform>
            <numerusform>каждые %1 уровня</numerusform>
            <numerusform>каждые %1 уровней</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>every %1 levels, for %2</source>
        <extracomment>A break every N levels of the tournament, each break M minutes long. %1 is the spin box of N, %2 the spin box of the break&apos;s length (it reads &quot;10 min&quot;).</extracomment>
        <translation>
            <numerusform>каждый %1 уровень, по %2</numerusform>
            <numerusform>каждые %1 уровня, по %2</numerusform>
            <numerusform>каждые %1 уровней, по %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Type the smallest chip: 1, 5, 25, 0.25 ...</source>
        <translation>Введите самую мелкую фишку: 1, 5, 25, 0,25 ...</translation>
    </message>
    <message>
        <source>The chip unit must be a positive amount.</source>
        <translation>Единица фишки должна быть положительной.</translation>
    </message>
    <message>
        <source>At most four decimals.</source>
        <translation>Не больше четырёх знаков после запятой.</translation>
    </message>
    <message>
        <source>An amount cannot be negative.</source>
        <translation>Сумма не может быть отрицательной.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a multiplier.</source>
        <translation>«%1» — не множитель.</translation>
    </message>
    <message>
        <source>Give at least one level.</source>
        <translation>Укажите хотя бы один уровень.</translation>
    </message>
    <message>
        <source>Seat at least two players: type their names.</source>
        <translation>Посадите хотя бы двух игроков: введите их имена.</translation>
    </message>
    <message>
        <source>Put the button on a seat with a player.</source>
        <translation>Поставьте баттон на место с игроком.</translation>
    </message>
</context>
<context>
    <name>PlayersDialog</name>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Место</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Stack</source>
        <translation>Стек</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <source>Keys: ↑↓ seat · A add chips · O sit out / come back · P post to enter · W wait for the big blind · L leave · S seat a new player · Enter confirm · Esc close</source>
        <translation>Клавиши: ↑↓ место · A добавить фишки · O отойти / вернуться · P блайнд для входа · W ждать большого блайнда · L уйти из-за стола · S посадить нового игрока · Enter подтвердить · Esc закрыть</translation>
    </message>
    <message>
        <source>Close  [Esc]</source>
        <translation>Закрыть  [Esc]</translation>
    </message>
    <message>
        <source>Chips to add</source>
        <translation>Сколько фишек</translation>
    </message>
    <message>
        <source>Add chips</source>
        <translation>Добавить фишки</translation>
    </message>
    <message>
        <source>Post to enter now</source>
        <translation>Поставить блайнд и войти сейчас</translation>
    </message>
    <message>
        <source>Wait for the big blind</source>
        <translation>Ждать большого блайнда</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Уйти из-за стола</translation>
    </message>
    <message>
        <source>Seat a new player  [S]</source>
        <translation>Посадить нового игрока  [S]</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Фишки</translation>
    </message>
    <message>
        <source>Buy-in</source>
        <translation>Бай-ин</translation>
    </message>
    <message>
        <source>Post a big blind to play the next hand</source>
        <translation>Поставить большой блайнд и играть со следующей раздачи</translation>
    </message>
    <message>
        <source>Seat the player  [Enter]</source>
        <translation>Посадить игрока  [Enter]</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Место %1</translation>
    </message>
    <message>
        <source>Seat %1 is empty: seat a new player there (S).</source>
        <translation>Место %1 свободно: посадите туда нового игрока (S).</translation>
    </message>
    <message>
        <source>Seat %1 — %2</source>
        <translation>Место %1 — %2</translation>
    </message>
    <message>
        <source>Stack %1</source>
        <translation>Стек %1</translation>
    </message>
    <message>
        <source>Come back</source>
        <translation>Вернуться</translation>
    </message>
    <message>
        <source>Sit out</source>
        <translation>Отойти</translation>
    </message>
    <message>
        <source>Add-on: %1</source>
        <translation>Аддон: %1</translation>
    </message>
</context>
<context>
    <name>Ranks</name>
    <message>
        <source>deuces</source>
        <comment>of</comment>
        <translation>двоек</translation>
    </message>
    <message>
        <source>threes</source>
        <comment>of</comment>
        <translation>троек</translation>
    </message>
    <message>
        <source>fours</source>
        <comment>of</comment>
        <translation>четвёрок</translation>
    </message>
    <message>
        <source>fives</source>
        <comment>of</comment>
        <translation>пятёрок</translation>
    </message>
    <message>
        <source>sixes</source>
        <comment>of</comment>
        <translation>шестёрок</translation>
    </message>
    <message>
        <source>sevens</source>
        <comment>of</comment>
        <translation>семёрок</translation>
    </message>
    <message>
        <source>eights</source>
        <comment>of</comment>
        <translation>восьмёрок</translation>
    </message>
    <message>
        <source>nines</source>
        <comment>of</comment>
        <translation>девяток</translation>
    </message>
    <message>
        <source>tens</source>
        <comment>of</comment>
        <translation>десяток</translation>
    </message>
    <message>
        <source>jacks</source>
        <comment>of</comment>
        <translation>валетов</translation>
    </message>
    <message>
        <source>queens</source>
        <comment>of</comment>
        <translation>дам</translation>
    </message>
    <message>
        <source>kings</source>
        <comment>of</comment>
        <translation>королей</translation>
    </message>
    <message>
        <source>aces</source>
        <comment>of</comment>
        <translation>тузов</translation>
    </message>
    <message>
        <source>deuces</source>
        <comment>plural</comment>
        <translation>двойки</translation>
    </message>
    <message>
        <source>threes</source>
        <comment>plural</comment>
        <translation>тройки</translation>
    </message>
    <message>
        <source>fours</source>
        <comment>plural</comment>
        <translation>четвёрки</translation>
    </message>
    <message>
        <source>fives</source>
        <comment>plural</comment>
        <translation>пятёрки</translation>
    </message>
    <message>
        <source>sixes</source>
        <comment>plural</comment>
        <translation>шестёрки</translation>
    </message>
    <message>
        <source>sevens</source>
        <comment>plural</comment>
        <translation>семёрки</translation>
    </message>
    <message>
        <source>eights</source>
        <comment>plural</comment>
        <translation>восьмёрки</translation>
    </message>
    <message>
        <source>nines</source>
        <comment>plural</comment>
        <translation>девятки</translation>
    </message>
    <message>
        <source>tens</source>
        <comment>plural</comment>
        <translation>десятки</translation>
    </message>
    <message>
        <source>jacks</source>
        <comment>plural</comment>
        <translation>валеты</translation>
    </message>
    <message>
        <source>queens</source>
        <comment>plural</comment>
        <translation>дамы</translation>
    </message>
    <message>
        <source>kings</source>
        <comment>plural</comment>
        <translation>короли</translation>
    </message>
    <message>
        <source>aces</source>
        <comment>plural</comment>
        <translation>тузы</translation>
    </message>
    <message>
        <source>two</source>
        <comment>high</comment>
        <translation>до двойки</translation>
    </message>
    <message>
        <source>three</source>
        <comment>high</comment>
        <translation>до тройки</translation>
    </message>
    <message>
        <source>four</source>
        <comment>high</comment>
        <translation>до четвёрки</translation>
    </message>
    <message>
        <source>five</source>
        <comment>high</comment>
        <translation>до пятёрки</translation>
    </message>
    <message>
        <source>six</source>
        <comment>high</comment>
        <translation>до шестёрки</translation>
    </message>
    <message>
        <source>seven</source>
        <comment>high</comment>
        <translation>до семёрки</translation>
    </message>
    <message>
        <source>eight</source>
        <comment>high</comment>
        <translation>до восьмёрки</translation>
    </message>
    <message>
        <source>nine</source>
        <comment>high</comment>
        <translation>до девятки</translation>
    </message>
    <message>
        <source>ten</source>
        <comment>high</comment>
        <translation>до десятки</translation>
    </message>
    <message>
        <source>jack</source>
        <comment>high</comment>
        <translation>до валета</translation>
    </message>
    <message>
        <source>queen</source>
        <comment>high</comment>
        <translation>до дамы</translation>
    </message>
    <message>
        <source>king</source>
        <comment>high</comment>
        <translation>до короля</translation>
    </message>
    <message>
        <source>ace</source>
        <comment>high</comment>
        <translation>до туза</translation>
    </message>
    <message>
        <source>two</source>
        <comment>single</comment>
        <translation>двойка</translation>
    </message>
    <message>
        <source>three</source>
        <comment>single</comment>
        <translation>тройка</translation>
    </message>
    <message>
        <source>four</source>
        <comment>single</comment>
        <translation>четвёрка</translation>
    </message>
    <message>
        <source>five</source>
        <comment>single</comment>
        <translation>пятёрка</translation>
    </message>
    <message>
        <source>six</source>
        <comment>single</comment>
        <translation>шестёрка</translation>
    </message>
    <message>
        <source>seven</source>
        <comment>single</comment>
        <translation>семёрка</translation>
    </message>
    <message>
        <source>eight</source>
        <comment>single</comment>
        <translation>восьмёрка</translation>
    </message>
    <message>
        <source>nine</source>
        <comment>single</comment>
        <translation>девятка</translation>
    </message>
    <message>
        <source>ten</source>
        <comment>single</comment>
        <translation>десятка</translation>
    </message>
    <message>
        <source>jack</source>
        <comment>single</comment>
        <translation>валет</translation>
    </message>
    <message>
        <source>queen</source>
        <comment>single</comment>
        <translation>дама</translation>
    </message>
    <message>
        <source>king</source>
        <comment>single</comment>
        <translation>король</translation>
    </message>
    <message>
        <source>ace</source>
        <comment>single</comment>
        <translation>туз</translation>
    </message>
</context>
<context>
    <name>RemoteBridge</name>
    <message>
        <source>Done.</source>
        <translation>Готово.</translation>
    </message>
</context>
<context>
    <name>ReplayPane</name>
    <message>
        <source>Start  [Home]</source>
        <translation>Начало  [Home]</translation>
    </message>
    <message>
        <source>◀ Back  [←]</source>
        <translation>◀ Назад  [←]</translation>
    </message>
    <message>
        <source>Forward ▶  [→]</source>
        <translation>Вперёд ▶  [→]</translation>
    </message>
    <message>
        <source>End  [End]</source>
        <translation>Конец  [End]</translation>
    </message>
    <message>
        <source>Step 0 of %1: the hand as dealt</source>
        <translation>Шаг 0 из %1: раздача после сдачи карт</translation>
    </message>
    <message>
        <source>Step %1 of %2: %3</source>
        <translation>Шаг %1 из %2: %3</translation>
    </message>
</context>
<context>
    <name>Seat</name>
    <message>
        <source>Sitting out</source>
        <translation>Отсутствует</translation>
    </message>
    <message>
        <source>Sits out next hand</source>
        <translation>Отходит со следующей раздачи</translation>
    </message>
    <message>
        <source>Waits for the big blind</source>
        <translation>Ждёт большого блайнда</translation>
    </message>
    <message>
        <source>Posts to enter</source>
        <translation>Ставит блайнд для входа</translation>
    </message>
    <message>
        <source>No chips</source>
        <translation>Нет фишек</translation>
    </message>
    <message>
        <source>Not dealt in</source>
        <translation>Не в раздаче</translation>
    </message>
    <message>
        <source>Empty</source>
        <translation>Свободно</translation>
    </message>
    <message>
        <source>In this hand</source>
        <translation>В раздаче</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>Играет</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Место %1</translation>
    </message>
    <message>
        <source>This hand is not played at a table.</source>
        <translation>Эта раздача играется не за столом.</translation>
    </message>
    <message>
        <source>Seat a player here…</source>
        <translation>Посадить сюда игрока…</translation>
    </message>
    <message>
        <source>Add chips…</source>
        <translation>Добавить фишки…</translation>
    </message>
    <message>
        <source>Come back</source>
        <translation>Вернуться</translation>
    </message>
    <message>
        <source>Sit out</source>
        <translation>Отойти</translation>
    </message>
    <message>
        <source>Wait for the big blind</source>
        <translation>Ждать большого блайнда</translation>
    </message>
    <message>
        <source>Post the missed small blind to play now</source>
        <translation>Поставить пропущенный малый блайнд и играть сейчас</translation>
    </message>
    <message>
        <source>Post a big blind to play now</source>
        <translation>Поставить большой блайнд и играть сейчас</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Уйти из-за стола</translation>
    </message>
    <message>
        <source>Players…  [F2]</source>
        <translation>Игроки…  [F2]</translation>
    </message>
</context>
<context>
    <name>SeatWidget</name>
    <message>
        <source>Seat %1</source>
        <translation>Место %1</translation>
    </message>
    <message>
        <source>D</source>
        <comment>dealer button</comment>
        <translation>D</translation>
    </message>
    <message>
        <source>SB</source>
        <comment>small blind</comment>
        <translation>МБ</translation>
    </message>
    <message>
        <source>BB</source>
        <comment>big blind</comment>
        <translation>ББ</translation>
    </message>
    <message>
        <source>Empty</source>
        <translation>Свободно</translation>
    </message>
    <message>
        <source>Stack %1</source>
        <translation>Стек %1</translation>
    </message>
    <message>
        <source>In front: %1</source>
        <translation>Ставка: %1</translation>
    </message>
    <message>
        <source>Folded</source>
        <translation>Пас</translation>
    </message>
    <message>
        <source>Mucked</source>
        <translation>В маке</translation>
    </message>
    <message>
        <source>All-in</source>
        <translation>Олл-ин</translation>
    </message>
    <message>
        <source>To act</source>
        <translation>Ход</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Как в системе</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Язык</translation>
    </message>
    <message>
        <source>The language changes at once.</source>
        <translation>Язык меняется сразу.</translation>
    </message>
    <message>
        <source>%1 cannot be shown: its translation file %2 is missing (make translations builds it). The window stays in the language it speaks.</source>
        <translation>%1 показать нельзя: нет файла перевода %2 (его собирает make translations). Окно остаётся на прежнем языке.</translation>
    </message>
</context>
<context>
    <name>SetupDialog</name>
    <message>
        <source>New event</source>
        <translation>Новый турнир</translation>
    </message>
    <message>
        <source>&amp;Event</source>
        <translation>Т&amp;урнир</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Турнир</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Название</translation>
    </message>
    <message>
        <source>%1 (saved)</source>
        <translation>%1 (сохранена)</translation>
    </message>
    <message>
        <source>&amp;Structure</source>
        <translation>&amp;Структура</translation>
    </message>
    <message>
        <source>Late re&amp;gistration until level</source>
        <translation>&amp;Поздняя регистрация до уровня</translation>
    </message>
    <message>
        <source>Draw see&amp;d</source>
        <translation>&amp;Зерно жеребьёвки</translation>
    </message>
    <message>
        <source>&amp;Money</source>
        <translation>День&amp;ги</translation>
    </message>
    <message>
        <source>&amp;Buy-in (fee included)</source>
        <translation>&amp;Бай-ин (с комиссией)</translation>
    </message>
    <message>
        <source>&amp;Fee</source>
        <translation>&amp;Комиссия</translation>
    </message>
    <message>
        <source>Starting s&amp;tack</source>
        <translation>С&amp;тартовый стек</translation>
    </message>
    <message>
        <source>Bounty (part of the buy-in)</source>
        <translation>Баунти (часть бай-ина)</translation>
    </message>
    <message>
        <source>Progressive: half won, half added to the winner&apos;s bounty</source>
        <translation>Прогрессивный: половина выигрывается, половина добавляется к баунти победителя</translation>
    </message>
    <message>
        <source>Payouts by field si&amp;ze</source>
        <translation>Выпл&amp;аты по числу входов</translation>
    </message>
    <message>
        <source>the big blind</source>
        <translation>большой блайнд</translation>
    </message>
    <message>
        <source>every player</source>
        <translation>каждый игрок</translation>
    </message>
    <message>
        <source>M&amp;inimum field</source>
        <translation>М&amp;инимум игроков</translation>
    </message>
    <message>
        <source>Ma&amp;ximum field</source>
        <translation>&amp;Максимум игроков</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Стандартная</translation>
    </message>
    <message>
        <source>Turbo</source>
        <translation>Турбо</translation>
    </message>
    <message>
        <source>Deep stack</source>
        <translation>Дипстек</translation>
    </message>
    <message>
        <source>Mixed games</source>
        <translation>Смешанные игры</translation>
    </message>
    <message>
        <source>Seats per t&amp;able</source>
        <translation>Мест за сто&amp;лом</translation>
    </message>
    <message>
        <source>Tables a&amp;vailable</source>
        <translation>Столов в нали&amp;чии</translation>
    </message>
    <message>
        <source>&amp;Re-entries allowed</source>
        <translation>Повторных вхо&amp;дов</translation>
    </message>
    <message>
        <source>Hand-for-hand: seconds per &amp;hand</source>
        <translation>Рука в руку: секунд на &amp;раздачу</translation>
    </message>
    <message>
        <source>Rebuys until level (0: none)</source>
        <translation>Ребаи до уровня (0: нет)</translation>
    </message>
    <message>
        <source>Rebuy price</source>
        <translation>Цена ребая</translation>
    </message>
    <message>
        <source>Rebuy chips</source>
        <translation>Фишки ребая</translation>
    </message>
    <message>
        <source>Add-on at level (0: none)</source>
        <translation>Аддон на уровне (0: нет)</translation>
    </message>
    <message>
        <source>Add-on price</source>
        <translation>Цена аддона</translation>
    </message>
    <message>
        <source>Add-on chips</source>
        <translation>Фишки аддона</translation>
    </message>
    <message>
        <source>&amp;Chips</source>
        <translation>&amp;Фишки</translation>
    </message>
    <message>
        <source>e.g. 25 100 500 1000 5000</source>
        <translation>например, 25 100 500 1000 5000</translation>
    </message>
    <message>
        <source>Denominations, smallest first</source>
        <translation>Номиналы, начиная с меньшего</translation>
    </message>
    <message>
        <source>chip: the level after which it leaves</source>
        <translation>фишка: уровень, после которого она уходит</translation>
    </message>
    <message>
        <source>Chips raced off at a break</source>
        <translation>Фишки, разыгрываемые в перерыве</translation>
    </message>
    <message>
        <source>&amp;Payouts</source>
        <translation>&amp;Выплаты</translation>
    </message>
    <message>
        <source>up to N entries: shares of places 1, 2, 3...</source>
        <translation>до N входов: доли мест 1, 2, 3...</translation>
    </message>
    <message>
        <source>Beyond the last row: per cent paid</source>
        <translation>После последней строки: процент призовых мест</translation>
    </message>
    <message>
        <source>entries: per cent to first place</source>
        <translation>участников: процент первому месту</translation>
    </message>
    <message>
        <source>Beyond the rows, first place takes</source>
        <translation>За пределами строк первое место получает</translation>
    </message>
    <message>
        <source>Small blind</source>
        <translation>Малый блайнд</translation>
    </message>
    <message>
        <source>Big blind</source>
        <translation>Большой блайнд</translation>
    </message>
    <message>
        <source>Ante</source>
        <translation>Анте</translation>
    </message>
    <message>
        <source>Minutes</source>
        <translation>Минуты</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Break</source>
        <translation>Перерыв</translation>
    </message>
    <message>
        <source>Ante posted by</source>
        <translation>Кто ставит анте</translation>
    </message>
    <message>
        <source>Add a level  [Ctrl+Ins]</source>
        <translation>Добавить уровень  [Ctrl+Ins]</translation>
    </message>
    <message>
        <source>Add a break</source>
        <translation>Добавить перерыв</translation>
    </message>
    <message>
        <source>Remove the level  [Ctrl+Del]</source>
        <translation>Удалить уровень  [Ctrl+Del]</translation>
    </message>
    <message>
        <source>&amp;Levels</source>
        <translation>Ур&amp;овни</translation>
    </message>
    <message>
        <source>Save this set-&amp;up under its name</source>
        <translation>Со&amp;хранить эти настройки под их названием</translation>
    </message>
    <message>
        <source>Levels (a break has its minutes only):</source>
        <translation>Уровни (у перерыва — только минуты):</translation>
    </message>
</context>
<context>
    <name>ShowdownPanel</name>
    <message>
        <source>▼ More below: scroll down</source>
        <translation>▼ Ниже есть ещё: прокрутите вниз</translation>
    </message>
    <message>
        <source>Odd chip to seat %1 (%2): %3</source>
        <translation>Лишняя фишка — месту %1 (%2): %3</translation>
    </message>
    <message>
        <source>Odd chip to the high half: %1 splits %2 high / %3 low (the high half takes the odd chip).</source>
        <translation>Лишняя фишка хаю: %1 делится на %2 хай / %3 лоу (лишнюю фишку берёт хай).</translation>
    </message>
    <message>
        <source>Pot %1</source>
        <translation>Банк %1</translation>
    </message>
    <message>
        <source>Main pot %1</source>
        <translation>Основной банк %1</translation>
    </message>
    <message>
        <source>Side pot %1: %2</source>
        <translation>Побочный банк %1: %2</translation>
    </message>
    <message>
        <source>between %1</source>
        <translation>претенденты: %1</translation>
    </message>
    <message>
        <source>high half</source>
        <translation>хай</translation>
    </message>
    <message>
        <source>low half</source>
        <translation>лоу</translation>
    </message>
    <message>
        <source>%1 wins a quarter (half of the %2): %3</source>
        <translation>%1 выигрывает четверть (половину %2): %3</translation>
    </message>
    <message>
        <source>%1 wins a share of the %2: %3</source>
        <translation>%1 выигрывает долю %2: %3</translation>
    </message>
    <message>
        <source>%1 wins the %2: %3</source>
        <translation>%1 выигрывает %2: %3</translation>
    </message>
    <message>
        <source>%1 wins %3</source>
        <translation>%1 выигрывает %3</translation>
    </message>
</context>
<context>
    <name>StacksDialog</name>
    <message>
        <source>Chip race at table %1</source>
        <translation>Розыгрыш фишек за столом %1</translation>
    </message>
    <message>
        <source>Chips at table %1</source>
        <translation>Фишки за столом %1</translation>
    </message>
    <message>
        <source>Leaving chip</source>
        <translation>Уходящая фишка</translation>
    </message>
    <message>
        <source>cards for the odd chips, e.g. As 7d</source>
        <translation>карты для лишних фишек, напр. As 7d</translation>
    </message>
    <message>
        <source>Each player&apos;s chips of the leaving colour, and one card per odd chip:</source>
        <translation>Фишки уходящего цвета у каждого игрока и по карте на каждую лишнюю фишку:</translation>
    </message>
</context>
<context>
    <name>Stakes</name>
    <message>
        <source>limit %1/%2, bring-in %3</source>
        <translation>лимит %1/%2, бринг-ин %3</translation>
    </message>
    <message>
        <source>limit %1/%2, blinds %3/%4</source>
        <translation>лимит %1/%2, блайнды %3/%4</translation>
    </message>
    <message>
        <source>blinds %1/%2</source>
        <translation>блайнды %1/%2</translation>
    </message>
    <message>
        <source>big-blind ante %1</source>
        <translation>анте большого блайнда %1</translation>
    </message>
    <message>
        <source>ante %1</source>
        <translation>анте %1</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>%1 · level %2</source>
        <translation>%1 · уровень %2</translation>
    </message>
    <message>
        <source>Dealer&apos;s choice</source>
        <translation>Выбор дилера</translation>
    </message>
    <message>
        <source>Between hands</source>
        <translation>Между раздачами</translation>
    </message>
    <message>
        <source>Paid: %1</source>
        <translation>Выплачено: %1</translation>
    </message>
    <message>
        <source>Pot %1</source>
        <translation>Банк %1</translation>
    </message>
    <message>
        <source>Main pot %1</source>
        <translation>Основной банк %1</translation>
    </message>
    <message>
        <source>Side pot %1: %2</source>
        <translation>Побочный банк %1: %2</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Дилер</translation>
    </message>
</context>
<context>
    <name>TrainerWindow</name>
    <message>
        <source>%1 — training room</source>
        <translation>%1 — учебный класс</translation>
    </message>
    <message>
        <source>&amp;Student:</source>
        <translation>&amp;Ученик:</translation>
    </message>
    <message>
        <source>Mode:</source>
        <translation>Режим:</translation>
    </message>
    <message>
        <source>&amp;Learn (explained)</source>
        <translation>&amp;Обучение (с объяснением)</translation>
    </message>
    <message>
        <source>&amp;Practice (timed)</source>
        <translation>&amp;Тренировка (на время)</translation>
    </message>
    <message>
        <source>&amp;Exam (a code)</source>
        <translation>&amp;Экзамен (по коду)</translation>
    </message>
    <message>
        <source>Live &amp;dealing (figures hidden)</source>
        <translation>&amp;Живая раздача (цифры скрыты)</translation>
    </message>
    <message>
        <source>Exam &amp;code:</source>
        <translation>&amp;Код экзамена:</translation>
    </message>
    <message>
        <source>Result files go to:</source>
        <translation>Файлы результатов сохраняются в:</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Выбрать…</translation>
    </message>
    <message>
        <source>Room (&amp;URL):</source>
        <translation>Зал (&amp;URL):</translation>
    </message>
    <message>
        <source>postgresql://… given by the room&apos;s manager</source>
        <translation>postgresql://… от администратора зала</translation>
    </message>
    <message>
        <source>&amp;Join an exam in the room</source>
        <translation>&amp;Войти в экзамен в зале</translation>
    </message>
    <message>
        <source>Skills</source>
        <translation>Навыки</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Игры</translation>
    </message>
    <message>
        <source>S&amp;tart  [Enter]</source>
        <translation>&amp;Начать  [Enter]</translation>
    </message>
    <message>
        <source>My &amp;report</source>
        <translation>&amp;Мой отчёт</translation>
    </message>
    <message>
        <source>&amp;Instructor…</source>
        <translation>&amp;Инструктор…</translation>
    </message>
    <message>
        <source>&amp;Back  [Esc]</source>
        <translation>&amp;Назад  [Esc]</translation>
    </message>
    <message>
        <source>Result files go to</source>
        <translation>Файлы результатов сохраняются в</translation>
    </message>
    <message numerus="yes">
        <source>Your sitting of exam %1 goes on where it stopped: %n answer(s) kept, and the time runs on.</source>
        <translation>
            <numerusform>Ваша попытка экзамена %1 продолжается с места остановки: сохранён %n ответ, время идёт дальше.</numerusform>
            <numerusform>Ваша попытка экзамена %1 продолжается с места остановки: сохранено %n ответа, время идёт дальше.</numerusform>
            <numerusform>Ваша попытка экзамена %1 продолжается с места остановки: сохранено %n ответов, время идёт дальше.</numerusform>
        </translation>
    </message>
    <message>
        <source>Question %1 of %2 · %3</source>
        <translation>Вопрос %1 из %2 · %3</translation>
    </message>
    <message>
        <source>%1 · rules: %2</source>
        <translation>%1 · правила: %2</translation>
    </message>
    <message>
        <source>smallest chip %1</source>
        <translation>самая мелкая фишка %1</translation>
    </message>
    <message>
        <source>Type the amount, then Enter.</source>
        <translation>Введите сумму, затем Enter.</translation>
    </message>
    <message>
        <source>Type the seat number, then Enter.</source>
        <translation>Введите номер места, затем Enter.</translation>
    </message>
    <message>
        <source>Type the number of your choice, then Enter.</source>
        <translation>Введите номер варианта, затем Enter.</translation>
    </message>
    <message>
        <source>Each pot: its amount, a colon, the seats that can win it; pots apart by &apos;;&apos; (350: 1 2 3; 400: 2 3). Enter.</source>
        <translation>Каждый банк: сумма, двоеточие, места, которые могут его выиграть; банки через «;» (350: 1 2 3; 400: 2 3). Enter.</translation>
    </message>
    <message>
        <source>Each pot: seat=chips for every seat paid; pots apart by &apos;;&apos;, main pot first (2=51 3=25 4=25; 2=40). Enter.</source>
        <translation>Каждый банк: место=фишки для каждого получающего места; банки через «;», основной первым (2=51 3=25 4=25; 2=40). Enter.</translation>
    </message>
    <message>
        <source>The seats that win a chip, &apos;/&apos;, the value removed (minus if the race adds chips): 1 3 / 25, or - / -75. Enter.</source>
        <translation>Места, получающие фишку, &apos;/&apos;, изъятая сумма (минус, если розыгрыш добавляет фишки): 1 3 / 25 или - / -75. Enter.</translation>
    </message>
    <message>
        <source>Time left %1</source>
        <translation>Осталось времени %1</translation>
    </message>
    <message>
        <source>Score %1 · right %2 of %3 · streak %4 (best %5)</source>
        <translation>Баллы %1 · верно %2 из %3 · серия %4 (лучшая %5)</translation>
    </message>
    <message>
        <source>%1 s (target %2 s)</source>
        <translation>%1 с (цель %2 с)</translation>
    </message>
    <message>
        <source>Answer kept. Enter: the next question.</source>
        <translation>Ответ сохранён. Enter: следующий вопрос.</translation>
    </message>
    <message numerus="yes">
        <source>Right: %n points.</source>
        <translation>
            <numerusform>Верно: %n балл.</numerusform>
            <numerusform>Верно: %n балла.</numerusform>
            <numerusform>Верно: %n баллов.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Right %1 of %2 · %n points</source>
        <translation>
            <numerusform>Верно %1 из %2 · %n балл</numerusform>
            <numerusform>Верно %1 из %2 · %n балла</numerusform>
            <numerusform>Верно %1 из %2 · %n баллов</numerusform>
        </translation>
    </message>
    <message>
        <source>Wrong. The right answer: %1</source>
        <translation>Неверно. Верный ответ: %1</translation>
    </message>
    <message>
        <source>Enter: the next question · Esc: stop</source>
        <translation>Enter: следующий вопрос · Esc: стоп</translation>
    </message>
    <message>
        <source>Exam %1 — %2</source>
        <translation>Экзамен %1 — %2</translation>
    </message>
    <message>
        <source>Result file: %1</source>
        <translation>Файл результатов: %1</translation>
    </message>
    <message>
        <source>The result file could not be written: %1</source>
        <translation>Не удалось записать файл результатов: %1</translation>
    </message>
    <message>
        <source>Your answer: %1</source>
        <translation>Ваш ответ: %1</translation>
    </message>
    <message>
        <source>Not answered in time: %1</source>
        <translation>Без ответа за отведённое время: %1</translation>
    </message>
    <message>
        <source>sitting %1, with the instructor&apos;s leave</source>
        <translation>попытка %1, с разрешения преподавателя</translation>
    </message>
    <message>
        <source>Your answers are in the room: %1 of %2 answered.</source>
        <translation>Ваши ответы в зале: отвечено %1 из %2.</translation>
    </message>
    <message>
        <source>The results and the right answers are shown here when the instructor releases them.</source>
        <translation>Результаты и правильные ответы появятся здесь, когда преподаватель их опубликует.</translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) reached the room after the time: not counted.</source>
        <translation>
            <numerusform>%n ответ пришёл в зал после времени: не засчитан.</numerusform>
            <numerusform>%n ответа пришли в зал после времени: не засчитаны.</numerusform>
            <numerusform>%n ответов пришли в зал после времени: не засчитаны.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not answered: %1</source>
        <translation>Без ответа: %1</translation>
    </message>
    <message>
        <source>Report of %1</source>
        <translation>Отчёт: %1</translation>
    </message>
    <message>
        <source>Answers from %1 to %2.</source>
        <translation>Ответы с %1 по %2.</translation>
    </message>
    <message>
        <source>strong</source>
        <translation>сильно</translation>
    </message>
    <message>
        <source>weak</source>
        <translation>слабо</translation>
    </message>
    <message>
        <source>Skill</source>
        <translation>Навык</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Ответы</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Верно</translation>
    </message>
    <message>
        <source>Lately</source>
        <translation>В последнее время</translation>
    </message>
    <message>
        <source>Time / target</source>
        <translation>Время / цель</translation>
    </message>
    <message>
        <source>No answers yet.</source>
        <translation>Ответов пока нет.</translation>
    </message>
    <message>
        <source>Not tried yet: %1</source>
        <translation>Ещё не пробовали: %1</translation>
    </message>
    <message>
        <source>Weak spots: %1</source>
        <translation>Слабые места: %1</translation>
    </message>
    <message>
        <source>Next drill: %1 in %2.</source>
        <translation>Следующее упражнение: %1, игра %2.</translation>
    </message>
    <message>
        <source>exam results</source>
        <translation>результаты экзаменов</translation>
    </message>
</context>
</TS>
