// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QWidget>

#include <optional>

class QCheckBox;
class QComboBox;
class QSpinBox;

namespace sandman {

// A command timeout: a number with a unit (ms, s, min, h) or "No timeout".
class TimeoutEdit : public QWidget
{
    Q_OBJECT
public:
    explicit TimeoutEdit(QWidget *parent = nullptr);

    // nullopt = no timeout. Values are shown in the largest unit that divides them exactly.
    void setTimeoutMs(std::optional<qint64> timeoutMs);
    std::optional<qint64> timeoutMs() const;

signals:
    void timeoutChanged();

private:
    void updateEnabled();

    QCheckBox *m_noTimeout;
    QSpinBox *m_amount;
    QComboBox *m_unit;
};

} // namespace sandman
