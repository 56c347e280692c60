// SPDX-License-Identifier: Apache-2.0
#include "TerminalSgrFilter.h"

#include <QList>

#include <cstring>

namespace sandman {

namespace {

int numberOf(const QByteArray &parameter)
{
    bool ok = false;
    const int value = parameter.isEmpty() ? 0 : parameter.toInt(&ok);
    return parameter.isEmpty() || ok ? value : -1;
}

// Parameters of a colour as libvterm reads them: "2;r;g;b" or "5;n" (empty values are 0).
QByteArray semicolonColour(const QList<QByteArray> &subs, qsizetype first)
{
    const auto value = [&](qsizetype i) {
        return QByteArray::number(numberOf(subs.at(i)) < 0 ? 0 : numberOf(subs.at(i)));
    };
    const int kind = numberOf(subs.at(first));
    if (kind == 5 && subs.size() > first + 1)
        return "5;" + value(first + 1);
    if (kind == 2 && subs.size() >= first + 5) // 2:cs:r:g:b (and tolerance values after it)
        return "2;" + value(first + 2) + ';' + value(first + 3) + ';' + value(first + 4);
    if (kind == 2 && subs.size() == first + 4) // 2:r:g:b, without the colour space
        return "2;" + value(first + 1) + ';' + value(first + 2) + ';' + value(first + 3);
    return {};
}

} // namespace

QByteArray TerminalSgrFilter::rewrite(const QByteArray &parameters, bool *drop)
{
    *drop = false;
    // Only the colon form or a 58 can need a change (38;5;n and 38;2;r;g;b are read right);
    // private sequences are not SGR.
    if ((!parameters.contains(':') && !parameters.contains("58"))
        || (!parameters.isEmpty() && parameters.at(0) >= '<'))
        return parameters;
    const QList<QByteArray> groups = parameters.split(';');
    QList<QByteArray> kept;
    kept.reserve(groups.size());
    for (qsizetype g = 0; g < groups.size(); ++g) {
        const QByteArray &group = groups.at(g);
        const QList<QByteArray> subs = group.split(':');
        const int code = numberOf(subs.constFirst());
        if (subs.size() > 1) { // colon form: the whole colour is in this group
            if (code == 38 || code == 48) {
                const QByteArray colour = semicolonColour(subs, 1);
                if (!colour.isEmpty())
                    kept.append(QByteArray::number(code) + ';' + colour);
            } else if (code != 58) {
                kept.append(group); // e.g. 4:3, a curly underline, which libvterm reads
            }
            continue;
        }
        if (code != 38 && code != 48 && code != 58) {
            kept.append(group);
            continue;
        }
        // Semicolon form: the colour's arguments follow as groups of their own (and may look
        // like 38 or 58 themselves).
        const int kind = g + 1 < groups.size() ? numberOf(groups.at(g + 1)) : -1;
        const qsizetype arguments = kind == 2 ? 4 : kind == 5 ? 2 : 0;
        const qsizetype end = std::min(groups.size(), g + 1 + arguments);
        if (code != 58) {
            for (qsizetype k = g; k < end; ++k)
                kept.append(groups.at(k));
        }
        g = end - 1;
    }
    if (kept.isEmpty()) {
        *drop = true;
        return {};
    }
    QByteArray result = kept.join(';');
    return result;
}

void TerminalSgrFilter::reset()
{
    m_state = Ground;
    m_held.clear();
    m_leftRightMargins = false;
}

bool TerminalSgrFilter::filter(const char *data, qsizetype length, QByteArray &out)
{
    if (m_held.isEmpty())
        return scan(data, length, out);
    // A sequence begun in the last write: read it again from its ESC, with what follows.
    QByteArray joined = std::move(m_held);
    m_held = QByteArray();
    joined.append(data, length);
    m_state = Ground;
    if (!scan(joined.constData(), joined.size(), out))
        out = std::move(joined);
    return true;
}

bool TerminalSgrFilter::scan(const char *data, qsizetype length, QByteArray &out)
{
    bool copied = false;
    qsizetype flushed = 0; // data[flushed, i) is still to be copied into `out` once copying
    qsizetype start = 0; // where the sequence being read begins
    const auto beginCopy = [&](qsizetype upTo) {
        if (!copied) {
            out.clear();
            out.reserve(length + 16);
            copied = true;
        }
        out.append(data + flushed, upTo - flushed);
        flushed = upTo;
    };
    qsizetype i = 0;
    while (i < length) {
        const char c = data[i];
        switch (m_state) {
        case Ground: {
            const void *esc = std::memchr(data + i, 0x1b, size_t(length - i));
            if (!esc) {
                i = length;
                continue;
            }
            i = static_cast<const char *>(esc) - data;
            start = i;
            m_state = Escape;
            break;
        }
        case Escape:
            if (c == '[') {
                m_state = Parameters;
            } else if (c == 0x1b) {
                start = i;
            } else {
                m_state = Ground;
                continue;
            }
            break;
        case Parameters:
            if (c >= 0x30 && c <= 0x3f) {
                if (i - start - 2 >= MaxParameters)
                    m_state = Passthrough;
                break;
            }
            if (c == 'm') {
                const QByteArray parameters = QByteArray::fromRawData(data + start + 2, i - start - 2);
                bool drop = false;
                const QByteArray rewritten = rewrite(parameters, &drop);
                if (drop || rewritten != parameters) {
                    beginCopy(start);
                    if (!drop)
                        out.append("\x1b[" + rewritten + 'm');
                    flushed = i + 1;
                }
                m_state = Ground;
                break;
            }
            if ((c == 's' || c == 'u') && i == start + 2 && !m_leftRightMargins) {
                // SCOSC / SCORC (CSI s, CSI u): xterm saves and restores the cursor like
                // DECSC / DECRC; libvterm 0.1.4 takes CSI s for DECSLRM and ignores CSI u.
                beginCopy(start);
                out.append(c == 's' ? "\x1b"
                                      "7"
                                    : "\x1b"
                                      "8");
                flushed = i + 1;
                m_state = Ground;
                break;
            }
            if ((c == 'h' || c == 'l') && QByteArray::fromRawData(data + start + 2, i - start - 2) == "?69")
                m_leftRightMargins = c == 'h'; // DECLRMM: CSI s sets the margins then
            if (c == 0x1b) {
                start = i;
                m_state = Escape;
            } else if ((c >= 0x20 && c <= 0x2f) || (c >= 0 && c < 0x20 && c != 0x18 && c != 0x1a)) {
                m_state = Passthrough; // intermediates or controls inside: not an SGR for us
            } else {
                m_state = Ground; // another final byte, cancelled, or not a CSI after all
            }
            break;
        case Passthrough:
            if (c == 0x1b) {
                start = i;
                m_state = Escape;
            } else if (c == 0x18 || c == 0x1a || (c >= 0x40 && c <= 0x7e) || (c & 0x80)) {
                m_state = Ground;
            }
            break;
        }
        ++i;
    }
    if (m_state == Escape || m_state == Parameters) {
        // Cut by the write: hold the sequence back until its final byte.
        beginCopy(start);
        m_held = QByteArray(data + start, length - start);
        m_state = Ground;
        return true;
    }
    if (copied)
        out.append(data + flushed, length - flushed);
    return copied;
}

} // namespace sandman
