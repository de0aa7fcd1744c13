#pragma once

#include "core/board/notation.h"
#include "core/board/position.h"

#include <QFile>
#include <QProcess>
#include <QString>
#include <QTest>

namespace core {

// Readable QCOMPARE failures for the enums several tests compare.
inline char *toString(const Status &s)
{
    static const char *const names[] = {"Normal", "Check", "Checkmate", "Stalemate", "Wait"};
    return qstrdup(names[int(s)]);
}

inline char *toString(const MoveError &e)
{
    return qstrdup(describe(e));
}

} // namespace core

/// Helpers shared by the core tests.
namespace testutil {

/// Rule options from a comma-separated list, for readable test rows: `bughouse` (variant),
/// `bughouse-rule`, `no-drop-mate`, `no-drop-check`, `promotions=QN`, `no-stalemate`,
/// `repetition` (per board), `repetition-across`, `poison`, `simultaneous`, `clock-move`, or a
/// rule set: `internet`, `czech`, `doorgeefschaak`. Unknown words fail the current test.
inline core::Rules rulesFrom(const QString &spec)
{
    core::Rules r;
    for (const QString &word : spec.split(',', Qt::SkipEmptyParts)) {
        const core::Variant variant = r.variant;
        if (word == "internet")
            r = core::rulesOf(core::RuleSet::Internet);
        else if (word == "czech")
            r = core::rulesOf(core::RuleSet::CzechClub);
        else if (word == "doorgeefschaak")
            r = core::rulesOf(core::RuleSet::Doorgeefschaak);
        else if (word == "bughouse")
            r.variant = core::Variant::Bughouse;
        else if (word == "bughouse-rule")
            r.mateRule = core::MateRule::Bughouse;
        else if (word == "no-drop-mate")
            r.dropMate = false;
        else if (word == "no-drop-check")
            r.dropCheck = false;
        else if (word == "no-stalemate")
            r.stalemate = false;
        else if (word == "repetition")
            r.repetitionPerBoard = true;
        else if (word == "repetition-across")
            r.repetitionAcrossBoards = true;
        else if (word == "poison")
            r.poisonedPiece = true;
        else if (word == "simultaneous")
            r.simultaneousEnd = true;
        else if (word == "clock-move")
            r.clockMove = true;
        else if (word.startsWith("promotions=")) {
            r.promotions = 0;
            for (QChar c : word.mid(11))
                r.promotions |=
                    std::uint8_t(1 << int(core::pieceTypeFromLetter(char(c.unicode()))));
        } else
            QTest::qFail(qPrintable("unknown rule word " + word), __FILE__, __LINE__);
        r.variant = word == "bughouse" ? core::Variant::Bughouse : variant;
    }
    return r;
}

/// Parses `fen` or fails the current test with the reader's message.
inline core::Position position(const QString &fen, core::Rules rules = {})
{
    auto pos = core::Position::fromFen(fen.toStdString(), rules);
    if (!pos) {
        QTest::qFail(qPrintable("bad FEN " + fen + ": " + QString::fromStdString(pos.error())),
                     __FILE__, __LINE__);
        return core::Position(rules);
    }
    return *pos;
}

/// Perft without bulk counting that checks consistency after every make and unmake.
/// Returns the leaf count; `*error` describes the first inconsistency found.
inline std::uint64_t checkedPerft(core::Position &pos, int depth, std::string *error)
{
    if (depth == 0) return 1;
    core::MoveList list;
    pos.legalMoves(list);
    if (list.size() != pos.countLegalMoves() && error->empty())
        *error = "bulk count differs from the move list in " + pos.fen();
    std::uint64_t nodes = 0;
    for (const core::Move &m : list) {
        const std::string before = pos.fen();
        const std::uint64_t key = pos.key();
        core::Position::Undo undo;
        pos.makeMove(m, undo);
        std::string why;
        if (!pos.isConsistent(&why) && error->empty())
            *error = "after a move from " + before + ": " + why;
        nodes += checkedPerft(pos, depth - 1, error);
        pos.unmakeMove(m, undo);
        if ((pos.fen() != before || pos.key() != key) && error->empty())
            *error = "unmake did not restore " + before;
    }
    return nodes;
}

/// The process ids the fake engine (tests/data/fake-uci-engine.sh) listed in `file`.
inline QList<qint64> listedProcesses(const QString &file)
{
    QList<qint64> pids;
    QFile f(file);
    if (f.open(QIODevice::ReadOnly))
        for (const QByteArray &pid : f.readAll().split('\n'))
            if (!pid.isEmpty()) pids << pid.toLongLong();
    return pids;
}

/// True while process `pid` runs (a zombie nobody reaps yet counts as gone).
inline bool running(qint64 pid)
{
    QFile stat(QString("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly)) return false;
    const QByteArray text = stat.readAll();
    return text.mid(text.lastIndexOf(')') + 2, 1) != "Z";
}

/// True once process `pid` is gone and reaped (not even a zombie is left).
inline bool gone(qint64 pid)
{
    return !QFile::exists(QString("/proc/%1").arg(pid));
}

/// What a run of bughouse-cli (or another of the project's programs) printed, and its exit
/// status (-1 if it crashed).
struct CliRun
{
    int exitCode;
    QString out;
    QString err;
};

/// Runs `program` (bughouse-cli unless given) with `args`, `input` on its standard input and
/// `env` added to its environment; a run that does not finish in two minutes fails the test
/// program.
inline CliRun runCli(const QStringList &args, const QByteArray &input = {},
                     const QProcessEnvironment &env = {}, const QString &program = BUGHOUSE_CLI)
{
    QProcess p;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    for (const QString &key : env.keys()) environment.insert(key, env.value(key));
    p.setProcessEnvironment(environment);
    p.start(program, args);
    p.write(input);
    p.closeWriteChannel();
    if (!p.waitForFinished(120000)) qFatal("%s did not finish", qPrintable(program));
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
            QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}

} // namespace testutil
