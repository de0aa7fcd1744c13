#pragma once

#include "core/records/gamerecord.h"
#include "core/review/analysis.h"
#include "core/review/moments.h"
#include "core/review/provenance.h"
#include "core/review/turningpoints.h"

#include <QWidget>

#include <array>
#include <memory>
#include <vector>

namespace ui {

class PieceArt;

/// A whole match on one time axis, under the replay window's boards: each board's evaluation as a
/// curve of team One's winning chances (above the middle line White-A and Black-B are better,
/// below their opponents), the turning points on it, the pieces that crossed into a pocket (where
/// they were captured and where dropped), the four clocks, and the moment shown. A click or a drag
/// chooses a moment; the arrow keys, Home and End step through the plies, Page Up and Page Down
/// jump between turning points. Crazyhouse has one board and two clocks.
class TimelineWidget : public QWidget
{
    Q_OBJECT

public:
    /// A timeline of `record` (moves resolved), whose plies were played at `moments` and whose
    /// drops `provenance` traces; `names` by seat for the legend.
    TimelineWidget(const core::GameRecord &record, core::review::Moments moments,
                   core::review::Provenance provenance, const std::array<QString, 4> &names,
                   QWidget *parent = nullptr);
    ~TimelineWidget() override;

    /// The evaluations to draw (not owned; null: none yet). Call again, or update(), as it grows.
    void setAnalysis(const core::review::Analysis *analysis);
    void setTurningPoints(std::vector<core::review::TurningPoint> points);
    const std::vector<core::review::TurningPoint> &turningPoints() const { return m_points; }
    /// The moment shown: after `plies` plies (0: the start).
    void setPly(int plies);
    int ply() const { return m_ply; }
    /// The plies played by the moment under `x` (widget coordinates).
    int plyAt(qreal x) const;
    /// Where the moment after `plies` plies lies (widget coordinates).
    qreal xOf(int plies) const;

    /// The font of its texts: a little smaller than the widget's.
    QFont chartFont() const;
    /// Draws the timeline into `rect` of `painter` in `font`, as on the screen (exports).
    void paintTimeline(QPainter *painter, const QRectF &rect, const QFont &font) const;
    /// Writes it as a PNG (`scale` times the widget's size) or, for a name ending in `.svg`, as
    /// SVG.
    bool save(const QString &path, qreal scale) const;

    QSize minimumSizeHint() const override;
    QSize sizeHint() const override;

signals:
    /// The user chose the moment after `plies` plies.
    void plyChosen(int plies);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    struct Lanes;
    Lanes lanes(const QRectF &rect, const QFont &font) const;
    core::Milliseconds momentOf(int plies) const;
    core::Milliseconds length() const;
    void choose(qreal x);

    const core::GameRecord &m_record;
    core::review::Moments m_moments;
    core::review::Provenance m_provenance;
    std::array<QString, 4> m_names;
    const core::review::Analysis *m_analysis = nullptr;
    std::vector<core::review::TurningPoint> m_points;
    /// Per seat, the clock as (moment, time left) corners; empty without clock stamps.
    std::array<std::vector<QPointF>, 4> m_clocks;
    core::Milliseconds m_base = 0; // the largest clock shown
    std::unique_ptr<PieceArt> m_art;
    int m_ply = 0;
};

} // namespace ui
