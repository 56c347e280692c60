// SPDX-License-Identifier: Apache-2.0
#include "AboutBox.h"

#include <QLabel>
#include <QMessageBox>

namespace sandman {

QString AboutBox::text()
{
    return tr("<h3>Sandman %1</h3><p>A desktop session manager for sandboxes:<br>sessions, environment "
              "variables, terminals, processes and logs,<br>on this machine or on remote agents.</p>"
              "<p>Licensed under the Apache License 2.0.</p>")
        .arg(QStringLiteral(SANDMAN_VERSION));
}

void AboutBox::show(QWidget *parent)
{
    QMessageBox box(parent);
    box.setWindowTitle(tr("About Sandman"));
    box.setIconPixmap(parent ? parent->windowIcon().pixmap(64) : QPixmap());
    box.setTextFormat(Qt::RichText);
    box.setText(text());
    box.setStandardButtons(QMessageBox::Ok);
    // Lines break only at the <br> and <p> of the text, never inside a word.
    if (auto *label = box.findChild<QLabel *>(QStringLiteral("qt_msgbox_label")))
        label->setWordWrap(false);
    box.exec();
}

} // namespace sandman
