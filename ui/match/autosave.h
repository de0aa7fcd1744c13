#pragma once

#include "core/match/match.h"
#include "core/match/partnersignal.h"

#include <QIODevice>
#include <QList>
#include <QString>

#include <array>
#include <functional>
#include <optional>
#include <vector>

namespace ui {

/// The match in progress, kept safe on disk after every move, as a journal: a first line with
/// the configuration, names and players, then one line per event with its times, so that
/// Match::replay() rebuilds it exactly. Every line is sealed (JournalLines::seal()): a line that
/// changed by a single bit makes the journal damaged, never a different match. A new match is
/// written whole to a temporary file and renamed (QSaveFile); after that each write() only appends
/// the events since the last one, so its cost does not grow with the match. A failed append is cut
/// off again, so the file always holds the match as of the last write() that succeeded. A last line
/// cut short by a crash is ignored when reading. Partner signals are kept too (signal()), for the
/// team logs. While the clocks run, beat() appends a short line with the time, so that a resumed
/// match is charged the time up to about a second before a crash. Every line carries the wall-clock
/// time it was written at, so that a heartbeat can be checked against the time that really passed.
/// The match's end is journalled too (write() after it), so that a crash before it is archived
/// cannot bring it back as one to resume.
class Autosave
{
public:
    /// A journal the user cannot read is left where it is; the next name is used then.
    static constexpr int MaxFiles = 9;
    /// Milliseconds since the epoch (QDateTime::currentMSecsSinceEpoch unless a test sets one).
    using WallClock = std::function<qint64()>;
    /// How far the file's times may stray from the wall clock (write delays, clock adjustments).
    static constexpr qint64 WallSlack = 2000;
    /// The largest journal read (a match holds at most 10,000 moves, about 1 MB, but heartbeats
    /// and pauses add lines; two million events took about 200 MB).
    static constexpr qint64 MaxFileSize = qint64(1) << 30;

    /// A partner signal: who sent which, at what match time.
    struct Signal
    {
        core::Seat from;
        core::PartnerSignal signal;
        qint64 at;
        friend bool operator==(const Signal &, const Signal &) = default;
    };

    /// What the journal's first line says besides the configuration.
    struct Header
    {
        std::array<QString, 4> names;
        std::array<QString, 4> players; ///< AppSettings::players() form
        bool demo = false;              ///< set up by the demo
        QString id;                     ///< the match's identity (empty in journals before it)
    };

    /// A saved match.
    struct Saved
    {
        Header header;
        core::Match match;        ///< replayed from the journal's events
        qint64 size = 0;          ///< bytes of the file that hold it (without a torn last line)
        qint64 aliveAt = 0;       ///< the time of the last beat() after the last event, 0 if none
        bool torn = false;        ///< the file ended in a line cut short, not read
        std::vector<Signal> sent; ///< the partner signals, oldest first
    };

    /// A journal that is there but cannot be read, and why.
    struct Unreadable
    {
        QString fileName, why;
    };

    /// Autosave in `directory` (created when first written), in the first journal file there
    /// that can be read, else the first free name; those before it that cannot be read are left
    /// as they are (unreadable()).
    explicit Autosave(const QString &directory);
    /// The wall clock that write(), beat() and read() go by.
    void setWallClock(WallClock wallClock) { m_wallClock = std::move(wallClock); }
    /// The application data folder's autosave place.
    static QString defaultDirectory();

    /// Saves `match`: the whole of it if it is not the match written last (with `header` and
    /// `sent`, the signals sent so far), else its new events. False (with `*error`) if the file
    /// cannot be written; what it held before stays intact.
    bool write(const core::Match &match, const Header &header, const std::vector<Signal> &sent,
               QString *error = nullptr);
    /// Appends a partner signal to the file that holds `match`, like beat() (a later whole
    /// write() takes it from write()'s `sent`). False (`*error`) on failure.
    bool signal(const core::Match &match, const Signal &signal, QString *error = nullptr);
    /// Appends the match time `at` (a heartbeat) to the file that holds `match`; does nothing if it
    /// holds another match or an older state of it (write() first). False (`*error`) on failure,
    /// the file then as it was.
    bool beat(const core::Match &match, qint64 at, QString *error = nullptr);
    /// A new match was set up: the next write() writes its match whole.
    void newMatch();
    /// The file's first `size` bytes hold the first `events` events of `match` (a resumed match):
    /// write() appends to them from here.
    void adopt(const core::Match &match, std::size_t events, qint64 size);
    /// Reports how much of the file is read, in per mille, now and then (from the reading thread).
    using Progress = std::function<void(int permille)>;
    /// The saved match, if there is one; a damaged file gives nothing and `*error` says why. Only
    /// a regular file of at most MaxFileSize bytes is read.
    std::optional<Saved> read(QString *error = nullptr, const Progress &progress = {}) const;
    /// read() from an open device, at the wall-clock time `wallNow`. A heartbeat must lie between
    /// the time of the event before it and that time plus the wall-clock time from that event's
    /// line to its own (and before `wallNow`), and no running clock may have run out by then;
    /// anything else is damage.
    static std::optional<Saved> readFrom(QIODevice &device, qint64 wallNow,
                                         QString *error = nullptr, const Progress &progress = {});
    /// Forgets the saved match (it ended, or the user declined to resume it).
    void clear();
    /// Renames a damaged autosave so that it is kept but never offered again; the new file name,
    /// or empty if it could not be renamed (then it is removed).
    QString keepAside();
    QString fileName() const { return m_fileName; }
    /// The journals before fileName() that cannot be read (permissions): left as they are.
    const QList<Unreadable> &unreadable() const { return m_unreadable; }

private:
    bool append(const QByteArray &lines, QString *error);
    qint64 wallNow() const;

    QString m_directory;
    QString m_fileName;
    QList<Unreadable> m_unreadable;
    WallClock m_wallClock;
    const core::Match *m_match = nullptr; // the match the file holds, null: write it whole
    std::size_t m_written = 0;            // its events in the file
    qint64 m_size = 0;                    // the file's length after them
};

} // namespace ui
