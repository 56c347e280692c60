// SPDX-License-Identifier: Apache-2.0
#include "CodeResultView.h"

#include "CodeTable.h"
#include "JsonTreeWidget.h"
#include "SafeTextBrowser.h"

#include <QApplication>
#include <QClipboard>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QImageReader>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLocale>
#include <QMimeData>
#include <QPlainTextEdit>
#include <QStackedWidget>
#include <QTableWidget>
#include <QToolButton>
#include <QVBoxLayout>

#include <QBuffer>

namespace sandman {

namespace {
constexpr int kMaxImageWidth = 720;

QString byteSize(qsizetype bytes)
{
    return QLocale().formattedDataSize(bytes);
}
} // namespace

CodeResultView::CodeResultView(const CodeResult &result, QWidget *parent)
    : QFrame(parent)
    , m_stack(new QStackedWidget(this))
    , m_problemLabel(new QLabel(this))
{
    setObjectName(QStringLiteral("codeResult"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 2, 0, 2);
    layout->setSpacing(2);
    m_problemLabel->setWordWrap(true);
    m_problemLabel->setStyleSheet(QStringLiteral("color: #a15c00;"));
    m_problemLabel->hide();
    layout->addWidget(m_problemLabel);
    layout->addWidget(m_stack);
    m_copyText = result.text;

    if (tryImage(result))
        return;
    const std::optional<CodeTable> htmlTable
        = result.html.isEmpty() ? std::nullopt : CodeTable::fromHtml(result.html);
    if (htmlTable) {
        showTable(*htmlTable);
        addSourceToggle(result.html);
        return;
    }
    if (!result.html.isEmpty()) {
        showRich(result.html, false);
        addSourceToggle(result.html);
        return;
    }
    if (!result.markdown.isEmpty()) {
        showRich(result.markdown, true);
        return;
    }
    if (!result.json.isUndefined()) {
        m_copyText = QString::fromUtf8(
            result.json.isObject() ? QJsonDocument(result.json.toObject()).toJson(QJsonDocument::Indented)
                : result.json.isArray() ? QJsonDocument(result.json.toArray()).toJson(QJsonDocument::Indented)
                                        : result.text.toUtf8());
        if (const std::optional<CodeTable> records = CodeTable::fromJson(result.json)) {
            showTable(*records);
            return;
        }
        m_kind = Kind::Json;
        m_json = new JsonTreeWidget(result.json, m_stack);
        m_stack->addWidget(m_json);
        return;
    }
    showText(result.text);
}

bool CodeResultView::tryImage(const CodeResult &result)
{
    struct Offer {
        const QString &data;
        const char *format;
        bool base64;
        const char *name;
    };
    const Offer offers[] = {{result.png, "PNG", true, "PNG"},
                            {result.jpeg, "JPEG", true, "JPEG"},
                            {result.svg, "SVG", false, "SVG"}};
    for (const Offer &offer : offers) {
        if (offer.data.isEmpty())
            continue;
        QByteArray bytes = offer.base64 ? QByteArray::fromBase64(offer.data.toLatin1()) : offer.data.toUtf8();
        QBuffer buffer(&bytes);
        QImageReader reader(&buffer, offer.format);
        QImage image;
        if (reader.canRead())
            image = reader.read();
        if (image.isNull()) {
            setProblem(
                tr("The %1 image (%2) could not be decoded: %3")
                    .arg(QString::fromLatin1(offer.name), byteSize(bytes.size()), reader.errorString()));
            continue;
        }
        m_kind = Kind::Image;
        m_image = image;
        auto *label = new QLabel(m_stack);
        QPixmap pixmap = QPixmap::fromImage(image);
        if (pixmap.width() > kMaxImageWidth)
            pixmap = pixmap.scaledToWidth(kMaxImageWidth, Qt::SmoothTransformation);
        label->setPixmap(pixmap);
        label->setAlignment(Qt::AlignLeft | Qt::AlignTop);
        label->setToolTip(tr("%1 image, %2 \u00d7 %3 pixels")
                              .arg(QString::fromLatin1(offer.name))
                              .arg(image.width())
                              .arg(image.height()));
        m_stack->addWidget(label);
        return true;
    }
    return false;
}

void CodeResultView::showTable(const CodeTable &table)
{
    m_kind = Kind::Table;
    m_table = new QTableWidget(int(table.rows.size()), int(table.headers.size()), m_stack);
    m_table->setHorizontalHeaderLabels(table.headers);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    for (int row = 0; row < table.rows.size(); ++row) {
        const QStringList &cells = table.rows.at(row);
        for (int column = 0; column < cells.size() && column < table.headers.size(); ++column)
            m_table->setItem(row, column, new QTableWidgetItem(cells.at(column)));
    }
    m_table->resizeColumnsToContents();
    const int shownRows = qMin(int(table.rows.size()), 12);
    m_table->setMinimumHeight(m_table->horizontalHeader()->sizeHint().height()
                              + (shownRows + 1) * m_table->verticalHeader()->defaultSectionSize());
    m_stack->addWidget(m_table);
    if (table.totalRows > table.rows.size())
        setProblem(tr("Showing the first %1 of %2 rows.").arg(table.rows.size()).arg(table.totalRows));
}

void CodeResultView::showRich(const QString &text, bool markdown)
{
    m_kind = markdown ? Kind::Markdown : Kind::Html;
    m_rich = new SafeTextBrowser(m_stack);
    if (markdown) {
        m_rich->setMarkdown(text);
    } else if (m_rich->setUntrustedHtml(text) > 0) {
        setProblem(tr("Scripts in this HTML were not run."));
    }
    m_rich->document()->setTextWidth(kMaxImageWidth);
    m_rich->setMinimumHeight(qBound(48, int(m_rich->document()->size().height()) + 12, 400));
    m_stack->addWidget(m_rich);
}

void CodeResultView::showText(const QString &text)
{
    m_kind = Kind::Text;
    m_text = new QLabel(m_stack);
    m_text->setTextFormat(Qt::PlainText);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_text->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_text->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    if (text.size() > kMaxShownText) {
        m_text->setText(text.left(kMaxShownText));
        setProblem(tr("The result is %1 long: showing the first %2. Copy copies all of it.")
                       .arg(byteSize(text.size()), byteSize(kMaxShownText)));
    } else {
        m_text->setText(text);
    }
    m_stack->addWidget(m_text);
}

void CodeResultView::addSourceToggle(const QString &source)
{
    m_copyText = source;
    auto *sourceView = new QPlainTextEdit(m_stack);
    sourceView->setReadOnly(true);
    sourceView->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    sourceView->setPlainText(source.left(kMaxShownText));
    sourceView->setMinimumHeight(120);
    m_stack->addWidget(sourceView);
    m_sourceButton = new QToolButton(this);
    m_sourceButton->setText(tr("Source"));
    m_sourceButton->setToolTip(tr("Show the HTML source instead of the rendered result"));
    m_sourceButton->setCheckable(true);
    m_sourceButton->setAutoRaise(true);
    connect(m_sourceButton, &QToolButton::toggled, this, &CodeResultView::setShowSource);
    auto *row = new QHBoxLayout;
    row->addStretch(1);
    row->addWidget(m_sourceButton);
    static_cast<QVBoxLayout *>(layout())->insertLayout(0, row);
}

bool CodeResultView::showsSource() const
{
    return m_sourceButton && m_stack->currentIndex() == 1;
}

void CodeResultView::setShowSource(bool source)
{
    if (!m_sourceButton)
        return;
    m_stack->setCurrentIndex(source ? 1 : 0);
    if (m_sourceButton->isChecked() != source)
        m_sourceButton->setChecked(source);
}

void CodeResultView::setProblem(const QString &problem)
{
    m_problem = m_problem.isEmpty() ? problem : m_problem + QLatin1Char('\n') + problem;
    m_problemLabel->setText(m_problem);
    m_problemLabel->show();
}

void CodeResultView::copy()
{
    auto *data = new QMimeData;
    if (!m_image.isNull())
        data->setImageData(m_image);
    data->setText(m_copyText);
    QApplication::clipboard()->setMimeData(data);
}

} // namespace sandman
