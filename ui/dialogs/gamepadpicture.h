#pragma once

#include <QWidget>

namespace ui {

/// The gamepad layout as a picture: a pad drawn with its buttons, each labelled with what it
/// does, the signal layer (a trigger held) in a second colour.
class GamepadPicture : public QWidget
{
    Q_OBJECT

public:
    explicit GamepadPicture(QWidget *parent = nullptr);

    /// 640x330 at the Normal size, growing with the Size setting.
    QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
};

} // namespace ui
