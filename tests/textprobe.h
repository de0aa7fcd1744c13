#pragma once

#include <QFontMetricsF>
#include <QGraphicsView>
#include <QPaintEngine>
#include <QPainter>
#include <QTextItem>

#include <cmath>
#include <vector>

namespace testutil {

/// A paint device that draws nothing and records every text drawn on it: what it says and how
/// tall its capital letters are on the device, in pixels.
class TextProbe : public QPaintDevice
{
public:
    struct Text
    {
        QString text;
        qreal capHeight;
    };

    explicit TextProbe(QSize size) : m_size(size) {}
    const std::vector<Text> &texts() const { return m_engine.texts; }
    QPaintEngine *paintEngine() const override { return &m_engine; }

protected:
    int metric(PaintDeviceMetric metric) const override
    {
        switch (metric) {
        case PdmWidth: return m_size.width();
        case PdmHeight: return m_size.height();
        case PdmWidthMM: return m_size.width() * 254 / 960;
        case PdmHeightMM: return m_size.height() * 254 / 960;
        case PdmDpiX:
        case PdmDpiY:
        case PdmPhysicalDpiX:
        case PdmPhysicalDpiY: return 96;
        case PdmDepth: return 32;
        case PdmNumColors: return INT_MAX;
        case PdmDevicePixelRatio: return 1;
        case PdmDevicePixelRatioScaled: return int(QPaintDevice::devicePixelRatioFScale());
        }
        return 0;
    }

private:
    struct Engine : QPaintEngine
    {
        Engine() : QPaintEngine(QPaintEngine::AllFeatures) {}
        bool begin(QPaintDevice *) override { return true; }
        bool end() override { return true; }
        void updateState(const QPaintEngineState &) override {}
        void drawPixmap(const QRectF &, const QPixmap &, const QRectF &) override {}
        void drawImage(const QRectF &, const QImage &, const QRectF &,
                       Qt::ImageConversionFlags) override
        {}
        void drawPath(const QPainterPath &) override {}
        void drawPolygon(const QPointF *, int, PolygonDrawMode) override {}
        void drawTextItem(const QPointF &, const QTextItem &item) override
        {
            const QTransform t = painter()->combinedTransform();
            texts.push_back({item.text(), QFontMetricsF(item.font()).capHeight() *
                                              std::sqrt(std::abs(t.determinant()))});
        }
        Type type() const override { return User; }
        std::vector<Text> texts;
    };
    QSize m_size;
    mutable Engine m_engine;
};

/// The texts that `view` draws of its scene now.
inline std::vector<TextProbe::Text> textsDrawn(QGraphicsView *view)
{
    TextProbe probe(view->viewport()->size());
    QPainter painter(&probe);
    view->render(&painter);
    painter.end();
    return probe.texts();
}

} // namespace testutil
