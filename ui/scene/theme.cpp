#include "theme.h"

#include <QFontMetricsF>

#include <algorithm>
#include <cmath>

namespace ui {

Theme Theme::classic()
{
    Theme t;
    t.id = QStringLiteral("classic");
    t.background = QColor(0x26, 0x24, 0x21);
    t.lightSquare = QColor(0xf0, 0xd9, 0xb5);
    t.darkSquare = QColor(0xb5, 0x88, 0x63);
    t.lastMove = QColor(0xcd, 0xd2, 0x3a, 0x90);
    t.lastDrop = QColor(0x3a, 0xa8, 0xd2, 0x90);
    t.arrow = QColor(0xf0, 0x8c, 0x1e, 0xc0);
    t.suggestion = QColor(0x2e, 0xa0, 0x5a, 0xc8);
    t.target = QColor(0x14, 0x55, 0x1e, 0x80);
    t.selected = QColor(0x14, 0x55, 0x1e, 0x70);
    t.premove = QColor(0xd2, 0x3a, 0x3a, 0x80);
    t.check = QColor(0xe0, 0x20, 0x20);
    t.panel = QColor(0x3a, 0x37, 0x33);
    t.panelActive = QColor(0x55, 0x50, 0x48);
    t.text = QColor(0xf2, 0xee, 0xe6);
    t.mutedText = QColor(0xa8, 0xa2, 0x98);
    t.clock = QColor(0x30, 0x2e, 0x2b);
    t.clockActive = QColor(0xf2, 0xee, 0xe6);
    t.clockText = QColor(0x9a, 0x95, 0x8c);
    t.clockActiveText = QColor(0x1c, 0x1b, 0x19);
    t.clockLow = QColor(0xd3, 0x2f, 0x2f);
    t.resultWon = QColor(0x7c, 0xc8, 0x5a);
    t.resultLost = QColor(0xef, 0x6a, 0x5a);
    t.team[0] = QColor(0x3d, 0x8b, 0xfd);
    t.team[1] = QColor(0xf5, 0x9f, 0x0b);
    t.cursor[0] = QColor(0xe0, 0x40, 0xfb);
    t.cursor[1] = QColor(0x00, 0xd8, 0xb8);
    return t;
}

Theme Theme::highContrast()
{
    Theme t;
    t.id = QStringLiteral("high-contrast");
    t.background = Qt::black;
    t.lightSquare = Qt::white;
    t.darkSquare = QColor(0x8c, 0x8c, 0x8c);
    t.lastMove = QColor(0xff, 0xe0, 0x00, 0xb0);
    t.lastDrop = QColor(0x00, 0xc8, 0xff, 0xb0);
    t.arrow = QColor(0xff, 0x40, 0x00, 0xd0);
    t.suggestion = QColor(0x00, 0xb0, 0x40, 0xe0);
    t.target = QColor(0x00, 0x80, 0x00, 0xd0);
    t.selected = QColor(0x00, 0x80, 0x00, 0xa0);
    t.premove = QColor(0xff, 0x30, 0x30, 0xa0);
    t.check = QColor(0xff, 0x00, 0x00);
    t.panel = QColor(0x1a, 0x1a, 0x1a);
    t.panelActive = QColor(0x40, 0x40, 0x40);
    t.text = Qt::white;
    t.mutedText = QColor(0xd0, 0xd0, 0xd0);
    t.clock = Qt::black;
    t.clockActive = Qt::white;
    t.clockText = QColor(0xd0, 0xd0, 0xd0);
    t.clockActiveText = Qt::black;
    t.clockLow = QColor(0xff, 0x30, 0x30);
    t.resultWon = QColor(0x40, 0xff, 0x40);
    t.resultLost = QColor(0xff, 0x50, 0x50);
    t.team[0] = QColor(0x40, 0xa0, 0xff);
    t.team[1] = QColor(0xff, 0xb0, 0x00);
    t.cursor[0] = QColor(0xff, 0x00, 0xff);
    t.cursor[1] = QColor(0x00, 0xff, 0xd0);
    return t;
}

Theme Theme::byId(const QString &id)
{
    return id == QLatin1String("high-contrast") ? highContrast() : classic();
}

// Named explicitly: scene text is drawn in scene units and scaled, so it must not depend on the
// desktop's font; DejaVu is installed with the program (fonts-dejavu-core).
int Theme::textPixels(int base, int most) const
{
    return std::min(most, int(std::lround(base * textGrowth)));
}

// Word-wrapped text cannot break a word: one wider than its room is cut at both edges.
QFont Theme::fitWords(QFont font, int least, const QString &text, qreal width)
{
    const QStringList words = text.split(u' ', Qt::SkipEmptyParts);
    auto widest = [&words](const QFont &f) {
        const QFontMetricsF metrics(f);
        qreal w = 0;
        for (const QString &word : words) w = std::max(w, metrics.horizontalAdvance(word));
        return w;
    };
    while (font.pixelSize() > least && widest(font) > width)
        font.setPixelSize(font.pixelSize() - 1);
    return font;
}

QString Theme::elideWords(const QString &text, const QFont &font, qreal width)
{
    const QFontMetricsF metrics(font);
    QStringList words = text.split(u' ');
    for (QString &word : words) word = metrics.elidedText(word, Qt::ElideRight, width);
    return words.join(u' ');
}

QFont Theme::font(bool digits)
{
    QFont f(digits ? QStringLiteral("DejaVu Sans Mono") : QStringLiteral("DejaVu Sans"));
    f.setStyleHint(digits ? QFont::Monospace : QFont::SansSerif);
    return f;
}

} // namespace ui
