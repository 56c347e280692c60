// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QCoreApplication>

class QWidget;

namespace sandman {

// The Help ▸ About box. Its text breaks lines only where the (translated) text says so: Qt
// may break Japanese and Chinese between any two characters, which split words such as
// ターミナル; with line breaks chosen by the translator at phrase boundaries, nothing is
// broken mid-word.
class AboutBox
{
    Q_DECLARE_TR_FUNCTIONS(sandman::AboutBox)

public:
    static QString text();
    static void show(QWidget *parent);
};

} // namespace sandman
