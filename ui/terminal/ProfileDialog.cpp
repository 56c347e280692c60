// SPDX-License-Identifier: Apache-2.0
#include "ProfileDialog.h"

#include "ColorSchemeLibrary.h"
#include "TerminalView.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFontDatabase>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace sandman {

namespace {

constexpr int PreviewRows = 6;

// A prompt, a coloured listing and the 16 palette colours: enough to judge a scheme.
QByteArray previewText()
{
    QByteArray text
        = "\x1b[32muser@sandbox\x1b[0m:\x1b[34m~/src\x1b[0m$ ls\r\n"
          "\x1b[1;34mdocs\x1b[0m  README.md  \x1b[1;32mbuild.sh\x1b[0m  \x1b[31mcore.tar\x1b[0m\r\n";
    for (int i = 0; i < 8; ++i)
        text += "\x1b[4" + QByteArray::number(i) + "m   ";
    text += "\x1b[0m\r\n";
    for (int i = 0; i < 8; ++i)
        text += "\x1b[10" + QByteArray::number(i) + "m   ";
    text += "\x1b[0m\r\n$ ";
    return text;
}

} // namespace

ProfileDialog::ProfileDialog(const TerminalProfile &profile, ColorSchemeLibrary *schemes,
                             bool canApplyToSession, QWidget *parent)
    : QDialog(parent)
    , m_schemes(schemes)
    , m_font(new QComboBox(this))
    , m_fontSize(new QSpinBox(this))
    , m_scheme(new QComboBox(this))
    , m_importError(new QLabel(this))
    , m_preview(new TerminalView(this))
    , m_scrollback(new QSpinBox(this))
    , m_cursorShape(new QComboBox(this))
    , m_cursorBlink(new QCheckBox(tr("Blin&king cursor"), this))
    , m_bell(new QComboBox(this))
    , m_applyTo(new QComboBox(this))
{
    setWindowTitle(tr("Terminal Profile"));
    m_font->setObjectName(QStringLiteral("font"));
    m_fontSize->setObjectName(QStringLiteral("fontSize"));
    m_scheme->setObjectName(QStringLiteral("scheme"));
    m_scrollback->setObjectName(QStringLiteral("scrollback"));
    m_cursorShape->setObjectName(QStringLiteral("cursorShape"));
    m_cursorBlink->setObjectName(QStringLiteral("cursorBlink"));
    m_bell->setObjectName(QStringLiteral("bell"));
    m_applyTo->setObjectName(QStringLiteral("applyTo"));

    // Only fixed-pitch families: the grid assumes every cell is as wide as 'M'.
    for (const QString &family : QFontDatabase::families()) {
        if (QFontDatabase::isFixedPitch(family) && !QFontDatabase::isPrivateFamily(family))
            m_font->addItem(family);
    }
    m_fontSize->setRange(4, 72);
    m_fontSize->setSuffix(tr(" pt"));
    m_fontSize->setAccessibleName(tr("Font size"));
    m_scheme->addItems(schemes->names());
    auto *importButton = new QPushButton(tr("&Import\u2026"), this);
    importButton->setObjectName(QStringLiteral("import"));
    importButton->setToolTip(tr("Add a Konsole colour scheme (.colorscheme file)"));
    m_importError->setWordWrap(true);
    m_importError->setVisible(false);
    m_preview->setFocusPolicy(Qt::NoFocus);
    m_preview->setAccessibleName(tr("Preview"));
    m_preview->setAccessibleDescription(tr("How a terminal looks with this profile"));
    m_preview->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_preview->setMinimumWidth(360);
    m_scrollback->setRange(0, 1000000);
    m_scrollback->setSingleStep(1000);
    m_scrollback->setSuffix(tr(" lines"));
    m_cursorShape->addItem(tr("Block"), int(TerminalModel::CursorShape::Block));
    m_cursorShape->addItem(tr("Underline"), int(TerminalModel::CursorShape::Underline));
    m_cursorShape->addItem(tr("Bar"), int(TerminalModel::CursorShape::Bar));
    m_bell->addItem(tr("Visual (flash the terminal)"), int(TerminalProfile::Bell::Visual));
    m_bell->addItem(tr("None"), int(TerminalProfile::Bell::None));
    m_applyTo->addItem(tr("All sessions (default)"));
    m_applyTo->addItem(tr("This session only"));
    m_applyTo->setEnabled(canApplyToSession);

    auto *fontRow = new QHBoxLayout;
    fontRow->addWidget(m_font, 1);
    fontRow->addWidget(m_fontSize);
    auto *schemeRow = new QHBoxLayout;
    schemeRow->addWidget(m_scheme, 1);
    schemeRow->addWidget(importButton);
    auto *cursorRow = new QHBoxLayout;
    cursorRow->addWidget(m_cursorShape, 1);
    cursorRow->addWidget(m_cursorBlink);
    auto *form = new QFormLayout;
    // Rows holding layouts need their labels' buddies set by hand (else '&' shows as is).
    auto *fontLabel = new QLabel(tr("&Font:"), this);
    fontLabel->setBuddy(m_font);
    auto *schemeLabel = new QLabel(tr("Colour &scheme:"), this);
    schemeLabel->setBuddy(m_scheme);
    auto *cursorLabel = new QLabel(tr("&Cursor:"), this);
    cursorLabel->setBuddy(m_cursorShape);
    form->addRow(fontLabel, fontRow);
    form->addRow(schemeLabel, schemeRow);
    form->addRow(QString(), m_importError);
    form->addRow(QString(), m_preview);
    form->addRow(tr("Scroll&back:"), m_scrollback);
    form->addRow(cursorLabel, cursorRow);
    form->addRow(tr("B&ell:"), m_bell);
    form->addRow(tr("&Apply to:"), m_applyTo);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);

    setProfile(profile);
    m_preview->feed(previewText());
    connect(importButton, &QPushButton::clicked, this, &ProfileDialog::chooseSchemeFile);
    connect(m_font, &QComboBox::currentIndexChanged, this, &ProfileDialog::updatePreview);
    connect(m_fontSize, &QSpinBox::valueChanged, this, &ProfileDialog::updatePreview);
    connect(m_scheme, &QComboBox::currentIndexChanged, this, &ProfileDialog::updatePreview);
    connect(m_cursorShape, &QComboBox::currentIndexChanged, this, &ProfileDialog::updatePreview);
}

void ProfileDialog::setProfile(const TerminalProfile &profile)
{
    const QString family
        = profile.fontFamily.isEmpty() ? QFontInfo(profile.font()).family() : profile.fontFamily;
    if (m_font->findText(family) < 0)
        m_font->addItem(family); // a family the filter missed stays choosable
    m_font->setCurrentText(family);
    m_fontSize->setValue(profile.fontSize);
    const int scheme = m_scheme->findText(profile.scheme);
    m_scheme->setCurrentIndex(scheme >= 0 ? scheme : 0);
    m_scrollback->setValue(profile.scrollback);
    m_cursorShape->setCurrentIndex(m_cursorShape->findData(int(profile.cursorShape)));
    m_cursorBlink->setChecked(profile.cursorBlink);
    m_bell->setCurrentIndex(m_bell->findData(int(profile.bell)));
    updatePreview();
}

TerminalProfile ProfileDialog::profile() const
{
    TerminalProfile p;
    p.fontFamily = m_font->currentText();
    p.fontSize = m_fontSize->value();
    p.scheme = m_scheme->currentText();
    p.scrollback = m_scrollback->value();
    p.cursorShape = TerminalModel::CursorShape(m_cursorShape->currentData().toInt());
    p.cursorBlink = m_cursorBlink->isChecked();
    p.bell = TerminalProfile::Bell(m_bell->currentData().toInt());
    return p;
}

bool ProfileDialog::sessionOnly() const
{
    return m_applyTo->isEnabled() && m_applyTo->currentIndex() == 1;
}

void ProfileDialog::setSessionOnly(bool sessionOnly)
{
    m_applyTo->setCurrentIndex(sessionOnly ? 1 : 0);
}

bool ProfileDialog::importScheme(const QString &path)
{
    QString error;
    const QString name = m_schemes->importKonsole(path, &error);
    m_importError->setText(error);
    m_importError->setVisible(name.isEmpty());
    if (name.isEmpty())
        return false;
    m_scheme->addItem(name);
    m_scheme->setCurrentText(name);
    return true;
}

QString ProfileDialog::importError() const
{
    return m_importError->text();
}

void ProfileDialog::chooseSchemeFile()
{
    const QString path
        = QFileDialog::getOpenFileName(this, tr("Import Konsole Colour Scheme"), QString(),
                                       tr("Konsole colour schemes (*.colorscheme);;All files (*)"));
    if (!path.isEmpty())
        importScheme(path);
}

void ProfileDialog::updatePreview()
{
    // The preview's cursor blinks never: a profile's blink would only distract here.
    TerminalProfile p = profile();
    p.cursorBlink = false;
    p.applyTo(m_preview, m_schemes->theme(p.scheme));
    m_preview->setFixedHeight(m_preview->cellSize().height() * PreviewRows);
}

} // namespace sandman
