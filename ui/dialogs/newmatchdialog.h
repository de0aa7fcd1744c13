#pragma once

#include "core/match/match.h"

#include <QDialog>

#include <array>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QPushButton;
class QLineEdit;
class QSpinBox;

namespace ui {

class AppSettings;

/// New-match dialog: mode, names, time control (presets 1+0, 2+0, 3+0, 5+0, 2+12 or custom base,
/// increment or delay), time odds per seat, and the rules: a named rule set (core::RuleSet) whose
/// options are shown and can be changed one by one (the set then reads "Custom"). The clock-move
/// rule (R0) goes with any set. Starts from and stores the last choices in AppSettings.
class NewMatchDialog : public QDialog
{
    Q_OBJECT

public:
    explicit NewMatchDialog(AppSettings *settings, QWidget *parent = nullptr);

    /// The chosen configuration (valid once accepted).
    core::MatchConfig config() const;
    /// The chosen names, indexed by core::Seat; empty for a computer's seat, which is named after
    /// the computer.
    std::array<QString, 4> names() const;
    /// Who plays each seat (see AppSettings::players()).
    std::array<QString, 4> players() const;

    void accept() override;

private:
    void updateEnabled();
    void fillPlayers(QComboBox *combo, const QString &current);
    void addEngine(QComboBox *combo);
    void applyPreset(int index);
    core::Rules rules() const;
    void setRules(const core::Rules &rules);
    void applyRuleSet();
    void showRuleSet();

    AppSettings *m_settings;
    QComboBox *m_mode;
    std::array<QLineEdit *, 4> m_names;
    std::array<QLabel *, 4> m_nameLabels;
    std::array<QComboBox *, 4> m_players;
    QComboBox *m_preset;
    QDoubleSpinBox *m_base;
    QSpinBox *m_bonus;
    QComboBox *m_timing;
    QCheckBox *m_odds;
    std::array<QDoubleSpinBox *, 4> m_seatBase;
    std::array<QLabel *, 4> m_seatBaseLabels;
    QComboBox *m_ruleSet;
    QCheckBox *m_dropMate;
    QCheckBox *m_premoves;
    QCheckBox *m_dropCheck;
    QComboBox *m_mateRule;
    QComboBox *m_promotions;
    QCheckBox *m_noStalemate;
    QCheckBox *m_repetitionPerBoard;
    QCheckBox *m_repetitionAcrossBoards;
    QCheckBox *m_poisonedPiece;
    QCheckBox *m_simultaneousEnd;
    QCheckBox *m_clockMove;
    bool m_settingRules = false;
    QFormLayout *m_rulesForm;
    QLabel *m_timeHint; // the allowed base times, shown while a typed one is outside them
    QPushButton *m_start;
};

} // namespace ui
