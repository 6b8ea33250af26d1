"""The training room's life, free of Qt: modes, answers, scores, the results journal, exams.

A drill session asks questions of the chosen skills and games (:mod:`dealer_app.engine.drills`),
reads the student's typed answers, has the engine judge them, scores each for accuracy and
speed against the skill's target time, and journals every answer (the store's training log,
``training.sqlite`` in the data folder) before the window shows its verdict.

- Learn: the explanation after each answer. Practice: timed, the explanation after a wrong one.
- Live dealing: one random hand after another, shown as it is played, the figures hidden: each
  call's amount, each "pot", the pots after an all-in and the awards are typed as they come.
- Exam: a fixed set of questions from a seed, the same for the whole class, handed out as a
  code (:class:`~.exams.ExamSpec`); the verdicts only at the end, and a result file holding the
  answers. The instructor regenerates the questions from the code and scores the answers again
  (:func:`~.grading.grade_result_file`): a score edited in the file does not survive.

One module per job, each importing only those above it in this list:

- :mod:`.answers`: the typed answer read and written back, its points, the refusals
  (:class:`~.answers.TrainingError`) and the modes;
- :mod:`.exams`: what regenerates a question, and an exam with its code;
- :mod:`.journal`: the answers as kept, over the store's log (no SQLite in the session);
- :mod:`.sitting`: a student's sitting (:class:`~.sitting.DrillSession`) and its result file;
- :mod:`.reports`: a student's strong and weak skills and the drill to do next;
- :mod:`.grading`: the instructor's reading of a class's result files;
- :mod:`.room_exam`: an exam held in the room: the instructor's station holds it, students
  join with a code, answers reach the room as given, graded by the room's times and logins;
- :mod:`.situation`: a question's hand for the table view;
- :mod:`.figures`: Hide the figures in the dealer's window (:class:`~.figures.FigureDrill`).
"""
