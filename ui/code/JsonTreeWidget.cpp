// SPDX-License-Identifier: Apache-2.0
#include "JsonTreeWidget.h"

#include <QHeaderView>
#include <QJsonArray>
#include <QJsonObject>

namespace sandman {

namespace {
QString summary(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Null:
        return QStringLiteral("null");
    case QJsonValue::Bool:
        return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case QJsonValue::Double:
        return QString::number(value.toDouble(), 'g', 15);
    case QJsonValue::String:
        return QLatin1Char('"') + value.toString() + QLatin1Char('"');
    case QJsonValue::Array:
        return JsonTreeWidget::tr("[%n item(s)]", nullptr, int(value.toArray().size()));
    case QJsonValue::Object:
        return JsonTreeWidget::tr("{%n key(s)}", nullptr, int(value.toObject().size()));
    default:
        return {};
    }
}
} // namespace

JsonTreeWidget::JsonTreeWidget(const QJsonValue &value, QWidget *parent)
    : QTreeWidget(parent)
{
    setColumnCount(2);
    setHeaderLabels({tr("Key"), tr("Value")});
    setUniformRowHeights(true);
    header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    if (value.isArray() || value.isObject()) {
        addChildren(invisibleRootItem(), value);
    } else {
        addItem(invisibleRootItem(), QString(), value);
    }
    expandToDepth(0);
}

QSize JsonTreeWidget::sizeHint() const
{
    // Tall enough for the first rows without a scroll bar, never the whole console.
    const int rows = qBound(3, topLevelItemCount() + 1, 14);
    return {QTreeWidget::sizeHint().width(), rows * (fontMetrics().height() + 6) + header()->height()};
}

void JsonTreeWidget::addChildren(QTreeWidgetItem *parent, const QJsonValue &value)
{
    if (value.isArray()) {
        const QJsonArray array = value.toArray();
        for (qsizetype i = 0; i < array.size(); ++i) {
            if (m_nodes >= kMaxNodes) {
                auto *more = new QTreeWidgetItem(parent);
                more->setText(0, tr("\u2026 %n more", nullptr, int(array.size() - i)));
                return;
            }
            addItem(parent, QString::number(i), array.at(i));
        }
    } else {
        const QJsonObject object = value.toObject();
        qsizetype left = object.size();
        for (auto it = object.begin(); it != object.end(); ++it, --left) {
            if (m_nodes >= kMaxNodes) {
                auto *more = new QTreeWidgetItem(parent);
                more->setText(0, tr("\u2026 %n more", nullptr, int(left)));
                return;
            }
            addItem(parent, it.key(), it.value());
        }
    }
}

QTreeWidgetItem *JsonTreeWidget::addItem(QTreeWidgetItem *parent, const QString &key, const QJsonValue &value)
{
    ++m_nodes;
    auto *item = new QTreeWidgetItem(parent);
    item->setText(0, key);
    item->setText(1, summary(value));
    if (value.isArray() || value.isObject())
        addChildren(item, value);
    return item;
}

} // namespace sandman
