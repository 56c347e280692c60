// SPDX-License-Identifier: Apache-2.0
#include "TimeoutEdit.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QSpinBox>

#include <array>

namespace sandman {

namespace {
constexpr std::array<qint64, 4> kUnitMs{1, 1000, 60 * 1000, 60 * 60 * 1000};
constexpr int kDefaultAmount = 30; // what unticking "No timeout" offers: 30 seconds
constexpr int kDefaultUnit = 1;
} // namespace

TimeoutEdit::TimeoutEdit(QWidget *parent)
    : QWidget(parent)
    , m_noTimeout(new QCheckBox(tr("No timeout"), this))
    , m_amount(new QSpinBox(this))
    , m_unit(new QComboBox(this))
{
    m_amount->setRange(1, 1000000);
    m_amount->setValue(kDefaultAmount);
    m_amount->setAccelerated(true);
    m_unit->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_unit->addItem(tr("milliseconds"));
    m_unit->addItem(tr("seconds"));
    m_unit->addItem(tr("minutes"));
    m_unit->addItem(tr("hours"));
    m_unit->setCurrentIndex(kDefaultUnit);
    m_amount->setAccessibleName(tr("Timeout"));
    m_unit->setAccessibleName(tr("Timeout unit"));
    m_noTimeout->setChecked(true);

    connect(m_noTimeout, &QCheckBox::toggled, this, [this] {
        updateEnabled();
        emit timeoutChanged();
    });
    connect(m_amount, &QSpinBox::valueChanged, this, &TimeoutEdit::timeoutChanged);
    connect(m_unit, &QComboBox::currentIndexChanged, this, &TimeoutEdit::timeoutChanged);

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_amount);
    layout->addWidget(m_unit);
    layout->addWidget(m_noTimeout);
    layout->addStretch(1);
    updateEnabled();
}

void TimeoutEdit::setTimeoutMs(std::optional<qint64> timeoutMs)
{
    const QSignalBlocker blockCheck(m_noTimeout);
    const QSignalBlocker blockAmount(m_amount);
    const QSignalBlocker blockUnit(m_unit);
    m_noTimeout->setChecked(!timeoutMs || *timeoutMs <= 0);
    if (timeoutMs && *timeoutMs > 0) {
        int unit = 0;
        for (int i = int(kUnitMs.size()) - 1; i >= 0; --i) {
            if (*timeoutMs % kUnitMs[i] == 0 && *timeoutMs / kUnitMs[i] <= m_amount->maximum()) {
                unit = i;
                break;
            }
        }
        m_unit->setCurrentIndex(unit);
        m_amount->setValue(int(qMin<qint64>(*timeoutMs / kUnitMs[unit], m_amount->maximum())));
    } else {
        // No timeout: the disabled box offers the default, not the last session's value.
        m_amount->setValue(kDefaultAmount);
        m_unit->setCurrentIndex(kDefaultUnit);
    }
    updateEnabled();
}

std::optional<qint64> TimeoutEdit::timeoutMs() const
{
    if (m_noTimeout->isChecked())
        return std::nullopt;
    return qint64(m_amount->value()) * kUnitMs[qBound(0, m_unit->currentIndex(), int(kUnitMs.size()) - 1)];
}

void TimeoutEdit::updateEnabled()
{
    m_amount->setEnabled(!m_noTimeout->isChecked());
    m_unit->setEnabled(!m_noTimeout->isChecked());
}

} // namespace sandman
