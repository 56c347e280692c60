// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QAccessible>
#include <QStringList>
#include <QWidget>

namespace sandman::test {

/// The interactive elements below `root` that assistive technology would announce without a
/// name, as QAccessible (what the AT-SPI bridge exports) describes them: "role (class
/// objectName)" each. Hidden ones and the scroll bars of scroll areas are left out.
inline QStringList unnamedInteractiveElements(QWidget *root)
{
    static const QList<QAccessible::Role> interactive{
        QAccessible::Button,         QAccessible::CheckBox,     QAccessible::RadioButton,
        QAccessible::ComboBox,       QAccessible::SpinBox,      QAccessible::Slider,
        QAccessible::Dial,           QAccessible::EditableText, QAccessible::Table,
        QAccessible::Tree,           QAccessible::List,         QAccessible::PageTab,
        QAccessible::PageTabList,    QAccessible::ButtonMenu,   QAccessible::ButtonDropDown,
        QAccessible::ButtonDropGrid, QAccessible::Terminal,     QAccessible::Link,
        QAccessible::HotkeyField,    QAccessible::ToolBar,      QAccessible::Dialog};
    QStringList unnamed;
    std::function<void(QAccessibleInterface *, int)> walk = [&](QAccessibleInterface *node, int depth) {
        if (!node || !node->isValid() || depth > 64 || node->state().invisible)
            return;
        if (interactive.contains(node->role()) && node->text(QAccessible::Name).trimmed().isEmpty()) {
            QObject *object = node->object();
            unnamed << QStringLiteral("%1 (%2 %3)")
                           .arg(QString::fromLatin1(qAccessibleRoleString(node->role())),
                                object ? QString::fromLatin1(object->metaObject()->className()) : QString(),
                                object ? object->objectName() : QString());
        }
        // Table and tree cells are named by their text; their headers by the column titles.
        if (node->role() == QAccessible::Table || node->role() == QAccessible::Tree
            || node->role() == QAccessible::List)
            return;
        for (int i = 0; i < node->childCount(); ++i)
            walk(node->child(i), depth + 1);
    };
    walk(QAccessible::queryAccessibleInterface(root), 0);
    return unnamed;
}

} // namespace sandman::test
