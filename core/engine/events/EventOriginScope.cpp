// SPDX-License-Identifier: Apache-2.0
#include "EventOriginScope.h"

namespace sandman {

namespace {
thread_local const EventOriginScope *t_current = nullptr;
} // namespace

EventOriginScope::EventOriginScope(EventOrigin origin)
    : m_origin(std::move(origin))
    , m_outer(t_current)
{
    t_current = this;
}

EventOriginScope::~EventOriginScope()
{
    t_current = m_outer;
}

EventOrigin EventOrigin::current()
{
    return t_current ? t_current->m_origin : EventOrigin();
}

} // namespace sandman
