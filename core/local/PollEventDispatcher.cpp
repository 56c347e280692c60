// SPDX-License-Identifier: Apache-2.0
#include "PollEventDispatcher.h"

namespace sandman {

namespace {
const char kVariable[] = "QT_NO_GLIB";
} // namespace

PollEventDispatcher::PollEventDispatcher()
    : m_set(!qEnvironmentVariableIsSet(kVariable))
{
    if (m_set)
        qputenv(kVariable, "1");
}

void PollEventDispatcher::release()
{
    if (m_set)
        qunsetenv(kVariable);
    m_set = false;
}

QProcessEnvironment PollEventDispatcher::withoutOwnVariable(QProcessEnvironment environment) const
{
    if (m_set)
        environment.remove(QString::fromLatin1(kVariable));
    return environment;
}

} // namespace sandman
