#include "newmatchdialog.h"

#include "appsettings.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
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

} // namespace

NewMatchDialog::NewMatchDialog(AppSettings *settings, QWidget *parent) : QDialog(parent), m_settings(settings)
{
    setWindowTitle(tr("New match"));
    auto *layout = new QVBoxLayout(this);

    auto *players = new QGroupBox(tr("Players"));
    auto *playersForm = new QFormLayout(players);
    m_mode = new QComboBox;
    m_mode->addItem(tr("Bughouse: four players, two boards"));
    m_mode->addItem(tr("Crazyhouse: two players, one board"));
    playersForm->addRow(tr("&Game:"), m_mode);
    const QString seatNames[4] = {tr("White, board A:"), tr("Black, board A:"), tr("White, board B:"),
                                  tr("Black, board B:")};
    for (int s = 0; s < 4; ++s) {
        m_names[s] = new QLineEdit;
        m_names[s]->setMaxLength(40);
        m_nameLabels[s] = new QLabel(seatNames[s]);
        playersForm->addRow(m_nameLabels[s], m_names[s]);
    }
    layout->addWidget(players);

    auto *time = new QGroupBox(tr("Clocks"));
    auto *timeForm = new QFormLayout(time);
    m_preset = new QComboBox;
    for (const Preset &p : Presets) m_preset->addItem(tr("%1 + %2").arg(p.minutes).arg(p.increment));
    m_preset->addItem(tr("Custom"));
    timeForm->addRow(tr("&Time control:"), m_preset);
    m_base = new QDoubleSpinBox;
    m_base->setRange(0.25, 180);
    m_base->setDecimals(2);
    m_base->setSuffix(tr(" min"));
    timeForm->addRow(tr("&Base time:"), m_base);
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
    timeForm->addRow(m_odds);
    for (int s = 0; s < 4; ++s) {
        m_seatBase[s] = new QDoubleSpinBox;
        m_seatBase[s]->setRange(0.25, 180);
        m_seatBase[s]->setDecimals(2);
        m_seatBase[s]->setSuffix(tr(" min"));
        m_seatBaseLabels[s] = new QLabel(seatNames[s]);
        timeForm->addRow(m_seatBaseLabels[s], m_seatBase[s]);
    }
    layout->addWidget(time);

    auto *rules = new QGroupBox(tr("Rules"));
    auto *rulesForm = new QFormLayout(rules);
    m_dropMate = new QCheckBox(tr("Allow checkmate by a &drop"));
    rulesForm->addRow(m_dropMate);
    m_mateRule = new QComboBox;
    m_mateRule->addItem(tr("Standard: mate when no legal reply exists"));
    m_mateRule->addItem(tr("Bughouse: a check a drop could block is not mate"));
    rulesForm->addRow(tr("&Mate rule:"), m_mateRule);
    layout->addWidget(rules);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Start"));
    connect(buttons, &QDialogButtonBox::accepted, this, &NewMatchDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &NewMatchDialog::reject);
    layout->addWidget(buttons);

    // The last choices.
    const core::MatchConfig last = settings->matchConfig();
    const auto names = settings->names();
    m_mode->setCurrentIndex(last.mode == core::MatchMode::Crazyhouse ? 1 : 0);
    for (int s = 0; s < 4; ++s) {
        m_names[s]->setText(names[s]);
        m_seatBase[s]->setValue(last.baseOf(core::Seat(s)) / 60000.0);
    }
    m_base->setValue(last.time.base / 60000.0);
    m_bonus->setValue(int(last.time.bonus / 1000));
    m_timing->setCurrentIndex(int(last.time.kind));
    m_odds->setChecked(std::any_of(last.seatBase.begin(), last.seatBase.end(), [](const auto &b) { return b.has_value(); }));
    m_dropMate->setChecked(last.rules.dropMate);
    m_mateRule->setCurrentIndex(last.rules.mateRule == core::MateRule::Bughouse ? 1 : 0);
    const int preset = settings->timePreset();
    m_preset->setCurrentIndex(preset < 0 ? PresetCount : preset);

    connect(m_preset, &QComboBox::currentIndexChanged, this, &NewMatchDialog::applyPreset);
    connect(m_mode, &QComboBox::currentIndexChanged, this, &NewMatchDialog::updateEnabled);
    connect(m_odds, &QCheckBox::toggled, this, &NewMatchDialog::updateEnabled);
    updateEnabled();
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

void NewMatchDialog::updateEnabled()
{
    const bool bughouse = m_mode->currentIndex() == 0;
    const bool custom = m_preset->currentIndex() >= PresetCount;
    m_base->setEnabled(custom);
    m_bonus->setEnabled(custom);
    m_timing->setEnabled(custom);
    for (int s = 0; s < 4; ++s) {
        const bool seatPlays = bughouse || s < 2;
        m_names[s]->setVisible(seatPlays);
        m_nameLabels[s]->setVisible(seatPlays);
        m_seatBase[s]->setVisible(seatPlays && m_odds->isChecked());
        m_seatBaseLabels[s]->setVisible(seatPlays && m_odds->isChecked());
    }
    m_nameLabels[0]->setText(bughouse ? tr("White, board A:") : tr("White:"));
    m_nameLabels[1]->setText(bughouse ? tr("Black, board A:") : tr("Black:"));
    m_seatBaseLabels[0]->setText(m_nameLabels[0]->text());
    m_seatBaseLabels[1]->setText(m_nameLabels[1]->text());
    adjustSize();
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
    c.rules.dropMate = m_dropMate->isChecked();
    c.rules.mateRule = m_mateRule->currentIndex() == 1 ? core::MateRule::Bughouse : core::MateRule::Standard;
    return c;
}

std::array<QString, 4> NewMatchDialog::names() const
{
    std::array<QString, 4> names;
    const auto defaults = AppSettings::defaultNames();
    for (int s = 0; s < 4; ++s) {
        names[s] = m_names[s]->text().trimmed();
        if (names[s].isEmpty()) names[s] = defaults[s];
    }
    return names;
}

void NewMatchDialog::accept()
{
    const core::MatchConfig c = config();
    if (const std::string error = c.validate(); !error.empty()) {
        QMessageBox::warning(this, windowTitle(), tr("This match cannot be played: %1").arg(QString::fromStdString(error)));
        return;
    }
    m_settings->setMatchConfig(c);
    m_settings->setNames(names());
    m_settings->setTimePreset(m_preset->currentIndex() >= PresetCount ? -1 : m_preset->currentIndex());
    QDialog::accept();
}

} // namespace ui
