#include "newmatchdialog.h"

#include "filedialog.h"

#include "ui/match/ruletexts.h"
#include "ui/players/uciplayer.h"
#include "ui/settings/appsettings.h"

#include "core/engine/engine.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

namespace ui {

namespace {

struct Preset
{
    int minutes;
    int increment;
};
constexpr Preset Presets[] = {{1, 0}, {2, 0}, {3, 0}, {5, 0}, {2, 12}};
constexpr int PresetCount = int(std::size(Presets));

constexpr double MinBaseMinutes = 0.25, MaxBaseMinutes = 180;

// The rule options' texts are broken into lines of at most this many letters, and the rules'
// choices show at least this many: the dialog stays as wide in every language.
constexpr int MaxCheckLetters = 44, MinComboLetters = 30;

// `text` broken at spaces into lines of at most MaxCheckLetters letters ('&' not counted).
QString wrapped(const QString &text)
{
    QStringList lines;
    for (const QString &word : text.split(u' ', Qt::SkipEmptyParts)) {
        const auto letters = [](const QString &t) { return t.size() - t.count(u'&'); };
        if (!lines.isEmpty() && letters(lines.last()) + 1 + letters(word) <= MaxCheckLetters)
            lines.last() += u' ' + word;
        else
            lines << word;
    }
    return lines.join(u'\n');
}

} // namespace

NewMatchDialog::NewMatchDialog(AppSettings *settings, QWidget *parent)
    : QDialog(parent), m_settings(settings)
{
    setWindowTitle(tr("New match"));
    // Two columns, players and clocks beside the rules: wide rather than tall, so that it fits a
    // screen at the large text sizes too.
    auto *layout = new QVBoxLayout(this);
    auto *columns = new QHBoxLayout;
    auto *left = new QVBoxLayout;
    columns->addLayout(left);
    layout->addLayout(columns);

    auto *players = new QGroupBox(tr("Players"));
    auto *playersForm = new QFormLayout(players);
    m_mode = new QComboBox;
    m_mode->setObjectName(QStringLiteral("mode"));
    m_mode->addItem(tr("Bughouse: four players, two boards"));
    m_mode->addItem(tr("Crazyhouse: two players, one board"));
    playersForm->addRow(tr("&Game:"), m_mode);
    const QString seatNames[4] = {tr("White, board A:"), tr("Black, board A:"),
                                  tr("White, board B:"), tr("Black, board B:")};
    for (int s = 0; s < 4; ++s) {
        m_names[s] = new QLineEdit;
        m_names[s]->setObjectName(QStringLiteral("name%1").arg(s));
        m_names[s]->setMaxLength(40);
        m_nameLabels[s] = new QLabel(seatNames[s]);
        m_players[s] = new QComboBox;
        m_players[s]->setObjectName(QStringLiteral("player%1").arg(s));
        auto *row = new QHBoxLayout;
        row->addWidget(m_names[s], 1);
        row->addWidget(m_players[s]);
        playersForm->addRow(m_nameLabels[s], row);
    }
    left->addWidget(players);

    auto *time = new QGroupBox(tr("Clocks"));
    auto *timeForm = new QFormLayout(time);
    m_preset = new QComboBox;
    m_preset->setObjectName(QStringLiteral("timeControl"));
    for (const Preset &p : Presets)
        m_preset->addItem(tr("%1 + %2").arg(p.minutes).arg(p.increment));
    m_preset->addItem(tr("Custom"));
    timeForm->addRow(tr("&Time control:"), m_preset);
    m_base = new QDoubleSpinBox;
    m_base->setObjectName(QStringLiteral("base"));
    // Below the minimum is allowed while typing (a refused key would say nothing): the hint says
    // what the minimum is and Start waits.
    m_base->setRange(0, MaxBaseMinutes);
    m_base->setDecimals(2);
    m_base->setSuffix(tr(" min"));
    timeForm->addRow(tr("&Base time:"), m_base);
    m_timeHint = new QLabel(tr("A base time is from %1 to %2 min.")
                                .arg(QLocale().toString(MinBaseMinutes, 'f', 2),
                                     QLocale().toString(MaxBaseMinutes, 'f', 0)));
    m_timeHint->setObjectName(QStringLiteral("timeHint"));
    m_timeHint->setWordWrap(true);
    m_timeHint->hide();
    timeForm->addRow(m_timeHint);
    m_timing = new QComboBox;
    m_timing->addItem(tr("Increment (Fischer)"));
    m_timing->addItem(tr("Simple delay"));
    m_timing->addItem(tr("Bronstein delay"));
    timeForm->addRow(tr("&Per move:"), m_timing);
    m_bonus = new QSpinBox;
    m_bonus->setRange(0, 300);
    m_bonus->setSuffix(tr(" s"));
    timeForm->addRow(tr("&Seconds per move:"), m_bonus);
    m_odds = new QCheckBox(tr("Time &odds: a different base time per seat"));
    m_odds->setObjectName(QStringLiteral("odds"));
    timeForm->addRow(m_odds);
    for (int s = 0; s < 4; ++s) {
        m_seatBase[s] = new QDoubleSpinBox;
        m_seatBase[s]->setObjectName(QStringLiteral("seatBase%1").arg(s));
        m_seatBase[s]->setRange(0, MaxBaseMinutes);
        m_seatBase[s]->setDecimals(2);
        m_seatBase[s]->setSuffix(tr(" min"));
        m_seatBaseLabels[s] = new QLabel(seatNames[s]);
        timeForm->addRow(m_seatBaseLabels[s], m_seatBase[s]);
    }
    left->addWidget(time);
    left->addStretch();

    auto *rules = new QGroupBox(tr("Rules"));
    auto *rulesForm = m_rulesForm = new QFormLayout(rules);
    m_ruleSet = new QComboBox;
    m_ruleSet->setObjectName(QStringLiteral("ruleSet"));
    for (core::RuleSet set : {core::RuleSet::Internet, core::RuleSet::CzechClub,
                              core::RuleSet::Doorgeefschaak, core::RuleSet::Custom})
        m_ruleSet->addItem(RuleTexts::setName(set), int(set));
    rulesForm->addRow(tr("R&ule set:"), m_ruleSet);
    m_mateRule = new QComboBox;
    m_mateRule->setObjectName(QStringLiteral("mateRule"));
    m_mateRule->addItem(tr("Standard: mate when no legal reply exists"));
    m_mateRule->addItem(tr("Bughouse: a check a drop could block is not mate"));
    rulesForm->addRow(tr("&Mate rule:"), m_mateRule);
    m_promotions = new QComboBox;
    m_promotions->setObjectName(QStringLiteral("promotions"));
    m_promotions->addItem(tr("Queen, rook, bishop or knight"), int(core::promotion::Any));
    m_promotions->addItem(tr("Queen or knight only (R00)"), int(core::promotion::QueenOrKnight));
    rulesForm->addRow(tr("Promotio&n to:"), m_promotions);
    // Not as wide as their longest choice (the list shows it whole): in Dutch and Czech the rules
    // beside the players made the dialog wider than a 4K screen at Huge.
    for (QComboBox *combo : {m_ruleSet, m_mateRule, m_promotions}) {
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        combo->setMinimumContentsLength(MinComboLetters);
    }
    const auto check = [&](QCheckBox *&box, const QString &text, const char *name) {
        box = new QCheckBox(wrapped(text));
        box->setObjectName(QLatin1String(name));
        rulesForm->addRow(box);
    };
    check(m_dropCheck, tr("Allow chec&k by a drop (not in doorgeefschaak)"), "dropCheck");
    check(m_dropMate, tr("Allow checkmate by a &drop"), "dropMate");
    check(m_noStalemate, tr("No stalemate: a player without a move waits for a piece (R8)"),
          "noStalemate");
    check(m_repetitionPerBoard, tr("Threefold &repetition on a board is a draw (R6)"),
          "repetitionPerBoard");
    check(m_repetitionAcrossBoards, tr("Threefold repetition across both boards is a draw (R6)"),
          "repetitionAcrossBoards");
    check(m_poisonedPiece, tr("Mate by dropping a poisoned piece is a draw (R7)"), "poisonedPiece");
    check(m_simultaneousEnd, tr("Both boards end at once: a team must win both, else a draw (R01)"),
          "simultaneousEnd");
    check(m_clockMove, tr("A move stands only when the &clock is pressed (R0)"), "clockMove");
    check(m_premoves, tr("Allow &premoves: players with a gamepad or touch screen (R3)"),
          "premoves");
    auto *right = new QVBoxLayout;
    right->addWidget(rules);
    right->addStretch();
    columns->addLayout(right);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    m_start = buttons->button(QDialogButtonBox::Ok);
    m_start->setText(tr("&Start"));
    connect(buttons, &QDialogButtonBox::accepted, this, &NewMatchDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &NewMatchDialog::reject);
    layout->addWidget(buttons);

    // The last choices.
    const core::MatchConfig last = settings->matchConfig();
    const auto names = settings->names();
    const auto seatPlayers = settings->players();
    for (int s = 0; s < 4; ++s) {
        fillPlayers(m_players[s], seatPlayers[s]);
        connect(m_players[s], &QComboBox::activated, this, [this, s] {
            if (m_players[s]->currentData().toString() == QLatin1String("add"))
                addEngine(m_players[s]);
            updateEnabled();
        });
    }
    m_mode->setCurrentIndex(last.mode == core::MatchMode::Crazyhouse ? 1 : 0);
    for (int s = 0; s < 4; ++s) {
        m_names[s]->setText(names[s]);
        m_seatBase[s]->setValue(last.baseOf(core::Seat(s)) / 60000.0);
    }
    m_base->setValue(last.time.base / 60000.0);
    m_bonus->setValue(int(last.time.bonus / 1000));
    m_timing->setCurrentIndex(int(last.time.kind));
    m_odds->setChecked(std::any_of(last.seatBase.begin(), last.seatBase.end(),
                                   [](const auto &b) { return b.has_value(); }));
    setRules(last.rules);
    const int preset = settings->timePreset();
    m_preset->setCurrentIndex(preset < 0 ? PresetCount : preset);

    connect(m_preset, &QComboBox::currentIndexChanged, this, &NewMatchDialog::applyPreset);
    connect(m_mode, &QComboBox::currentIndexChanged, this, &NewMatchDialog::updateEnabled);
    connect(m_ruleSet, &QComboBox::activated, this, &NewMatchDialog::applyRuleSet);
    for (QComboBox *c : {m_mode, m_mateRule, m_promotions})
        connect(c, &QComboBox::currentIndexChanged, this, &NewMatchDialog::showRuleSet);
    for (QCheckBox *c :
         {m_dropCheck, m_dropMate, m_noStalemate, m_repetitionPerBoard, m_repetitionAcrossBoards,
          m_poisonedPiece, m_simultaneousEnd, m_clockMove, m_premoves})
        connect(c, &QCheckBox::toggled, this, &NewMatchDialog::showRuleSet);
    connect(m_odds, &QCheckBox::toggled, this, [this](bool on) {
        // Odds start from the base time chosen, not from what the seats had last time.
        if (on)
            for (QDoubleSpinBox *seat : m_seatBase) seat->setValue(m_base->value());
        updateEnabled();
    });
    for (QDoubleSpinBox *box : {m_base, m_seatBase[0], m_seatBase[1], m_seatBase[2], m_seatBase[3]})
        connect(box, &QDoubleSpinBox::valueChanged, this, &NewMatchDialog::updateEnabled);
    // The dialog keeps the size its rows need: it shrinks again when rows are hidden.
    layout->setSizeConstraint(QLayout::SetFixedSize);
    updateEnabled();
}

// Human, the built-in engine's levels, Fairy-Stockfish when installed, the user's engines, and
// an entry to add one.
void NewMatchDialog::fillPlayers(QComboBox *combo, const QString &current)
{
    combo->clear();
    combo->addItem(tr("Human"), QStringLiteral("human"));
    for (int level = core::engine::MinLevel; level <= core::engine::MaxLevel; ++level)
        combo->addItem(tr("Computer, level %1").arg(level),
                       QStringLiteral("builtin:%1").arg(level));
    QStringList programs = m_settings->engines();
    if (const QString fsf = UciPlayer::findFairyStockfish();
        !fsf.isEmpty() && !programs.contains(fsf))
        programs.prepend(fsf);
    if (current.startsWith(QLatin1String("uci:")) && !programs.contains(current.mid(4)))
        programs << current.mid(4);
    for (const QString &program : programs)
        combo->addItem(QFileInfo(program).fileName(), QStringLiteral("uci:") + program);
    combo->addItem(tr("Other engine…"), QStringLiteral("add"));
    combo->setCurrentIndex(qMax(0, combo->findData(current)));
}

void NewMatchDialog::addEngine(QComboBox *combo)
{
    const QString program = FileDialog::openFileName(this, tr("Choose a UCI engine"));
    if (program.isEmpty()) {
        combo->setCurrentIndex(0);
        return;
    }
    QStringList engines = m_settings->engines();
    if (!engines.contains(program)) m_settings->setEngines(engines << program);
    for (QComboBox *c : m_players)
        fillPlayers(c, c == combo ? QStringLiteral("uci:") + program : c->currentData().toString());
}

std::array<QString, 4> NewMatchDialog::players() const
{
    std::array<QString, 4> players;
    for (int s = 0; s < 4; ++s) {
        const QString spec = m_players[s]->currentData().toString();
        players[s] = spec == QLatin1String("add") ? QStringLiteral("human") : spec;
    }
    return players;
}

void NewMatchDialog::applyPreset(int index)
{
    if (index >= 0 && index < PresetCount) {
        m_base->setValue(Presets[index].minutes);
        m_bonus->setValue(Presets[index].increment);
        m_timing->setCurrentIndex(0);
    }
    updateEnabled();
}

core::Rules NewMatchDialog::rules() const
{
    core::Rules r;
    r.variant = m_mode->currentIndex() == 1 ? core::Variant::Crazyhouse : core::Variant::Bughouse;
    r.mateRule =
        m_mateRule->currentIndex() == 1 ? core::MateRule::Bughouse : core::MateRule::Standard;
    r.promotions = std::uint8_t(m_promotions->currentData().toInt());
    r.dropCheck = m_dropCheck->isChecked();
    r.dropMate =
        !r.dropCheck || m_dropMate->isChecked(); // no drop checks: no drop mates either way
    r.stalemate = !m_noStalemate->isChecked();
    r.repetitionPerBoard = m_repetitionPerBoard->isChecked();
    r.repetitionAcrossBoards = m_repetitionAcrossBoards->isChecked();
    r.poisonedPiece = m_poisonedPiece->isChecked();
    r.simultaneousEnd = m_simultaneousEnd->isChecked();
    r.clockMove = m_clockMove->isChecked();
    r.premoves = m_premoves->isChecked();
    return r;
}

void NewMatchDialog::setRules(const core::Rules &r)
{
    m_settingRules = true;
    m_mateRule->setCurrentIndex(r.mateRule == core::MateRule::Bughouse ? 1 : 0);
    m_promotions->setCurrentIndex(qMax(0, m_promotions->findData(int(r.promotions))));
    m_dropCheck->setChecked(r.dropCheck);
    m_dropMate->setChecked(r.dropCheck && r.dropMate);
    m_dropMate->setEnabled(r.dropCheck);
    m_noStalemate->setChecked(!r.stalemate);
    m_repetitionPerBoard->setChecked(r.repetitionPerBoard);
    m_repetitionAcrossBoards->setChecked(r.repetitionAcrossBoards);
    m_poisonedPiece->setChecked(r.poisonedPiece);
    m_simultaneousEnd->setChecked(r.simultaneousEnd);
    m_clockMove->setChecked(r.clockMove);
    m_premoves->setChecked(r.premoves);
    m_settingRules = false;
    showRuleSet();
}

// A named set is exactly its options; the Czech club rules keep the clock-move rule as ticked.
void NewMatchDialog::applyRuleSet()
{
    const auto set = core::RuleSet(m_ruleSet->currentData().toInt());
    if (set == core::RuleSet::Custom) return;
    core::Rules r = core::rulesOf(set);
    r.clockMove = set == core::RuleSet::CzechClub && m_clockMove->isChecked();
    setRules(r);
}

// The set the options amount to ("Custom" once one differs), and what applies.
void NewMatchDialog::showRuleSet()
{
    if (m_settingRules) return;
    // Without checks by a drop there is no mate by a drop: shown unticked; allowed again with them.
    const bool dropChecks = m_dropCheck->isChecked();
    if (dropChecks != m_dropMate->isEnabled()) {
        const QSignalBlocker blocker(m_dropMate);
        m_dropMate->setChecked(dropChecks);
        m_dropMate->setEnabled(dropChecks);
    }
    m_ruleSet->setCurrentIndex(m_ruleSet->findData(int(core::ruleSetOf(rules()))));
}

void NewMatchDialog::updateEnabled()
{
    const bool bughouse = m_mode->currentIndex() == 0;
    const bool custom = m_preset->currentIndex() >= PresetCount;
    m_base->setEnabled(custom);
    m_bonus->setEnabled(custom);
    m_timing->setEnabled(custom);
    for (int s = 0; s < 4; ++s) {
        const bool seatPlays = bughouse || s < 2;
        // A computer's seat is named after it (names()): a person's name there would be counted.
        // The person's name comes back if the seat is theirs again.
        const bool human = players()[s] == QLatin1String("human");
        if (!human && m_names[s]->isEnabled()) {
            m_names[s]->setProperty("personName", m_names[s]->text());
            m_names[s]->clear();
        } else if (human && !m_names[s]->isEnabled()) {
            m_names[s]->setText(m_names[s]->property("personName").toString());
        }
        m_names[s]->setPlaceholderText(human ? QString() : m_players[s]->currentText());
        m_names[s]->setEnabled(human);
        m_names[s]->setVisible(seatPlays);
        m_players[s]->setVisible(seatPlays);
        m_nameLabels[s]->setVisible(seatPlays);
        m_seatBase[s]->setVisible(seatPlays && m_odds->isChecked());
        m_seatBaseLabels[s]->setVisible(seatPlays && m_odds->isChecked());
    }
    m_nameLabels[0]->setText(bughouse ? tr("White, board A:") : tr("White:"));
    m_nameLabels[1]->setText(bughouse ? tr("Black, board A:") : tr("Black:"));
    m_seatBaseLabels[0]->setText(m_nameLabels[0]->text());
    m_seatBaseLabels[1]->setText(m_nameLabels[1]->text());
    for (QCheckBox *c : {m_noStalemate, m_repetitionPerBoard, m_repetitionAcrossBoards,
                         m_poisonedPiece, m_simultaneousEnd})
        c->setVisible(bughouse);
    m_rulesForm->setRowVisible(m_mateRule, bughouse); // crazyhouse has no partner to wait for
    bool tooShort = m_base->value() < MinBaseMinutes;
    for (int s = 0; s < (bughouse ? 4 : 2); ++s)
        tooShort |= m_odds->isChecked() && m_seatBase[s]->value() < MinBaseMinutes;
    m_timeHint->setVisible(tooShort);
    m_start->setEnabled(!tooShort);
}

core::MatchConfig NewMatchDialog::config() const
{
    core::MatchConfig c;
    c.mode = m_mode->currentIndex() == 1 ? core::MatchMode::Crazyhouse : core::MatchMode::Bughouse;
    c.time.base = core::Milliseconds(m_base->value() * 60000.0);
    c.time.bonus = core::Milliseconds(m_bonus->value()) * 1000;
    c.time.kind = core::TimingKind(m_timing->currentIndex());
    if (m_odds->isChecked())
        for (int s = 0; s < (c.mode == core::MatchMode::Bughouse ? 4 : 2); ++s)
            c.seatBase[s] = core::Milliseconds(m_seatBase[s]->value() * 60000.0);
    c.rules = rules();
    if (c.mode == core::MatchMode::Crazyhouse)
        c.rules.mateRule = core::MateRule::Standard; // no partner to wait for
    return c;
}

std::array<QString, 4> NewMatchDialog::names() const
{
    std::array<QString, 4> names;
    const auto defaults = AppSettings::defaultNames();
    const auto seatPlayers = players();
    for (int s = 0; s < 4; ++s) {
        names[s] = m_names[s]->text().trimmed();
        if (names[s].isEmpty()) names[s] = defaults[s];
        if (seatPlayers[s] != QLatin1String("human")) names[s].clear(); // the computer's own
    }
    return names;
}

void NewMatchDialog::accept()
{
    const core::MatchConfig c = config();
    if (const std::string error = c.validate(); !error.empty()) {
        QMessageBox::warning(
            this, windowTitle(),
            tr("This match cannot be played: %1").arg(QString::fromStdString(error)));
        return;
    }
    m_settings->setMatchConfig(c);
    m_settings->setNames(names());
    m_settings->setPlayers(players());
    m_settings->setTimePreset(m_preset->currentIndex() >= PresetCount ? -1
                                                                      : m_preset->currentIndex());
    QDialog::accept();
}

} // namespace ui
