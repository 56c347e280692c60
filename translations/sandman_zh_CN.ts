<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AgentServer</name>
    <message>
        <location filename="../core/server/AgentServer.cpp" line="+193"/>
        <source>the request head did not arrive in time</source>
        <translation>请求头未及时到达</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>invalid access token</source>
        <translation>访问令牌无效</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>missing access token (Authorization: Bearer or access_token)</source>
        <translation>缺少访问令牌（Authorization: Bearer 或 access_token）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>too many connections</source>
        <translation>连接过多</translation>
    </message>
</context>
<context>
    <name>ChangeTracker</name>
    <message>
        <location filename="../core/engine/files/ChangeTracker.cpp" line="+131"/>
        <source>since must be a version returned by checkChanges()</source>
        <translation>since 必须是 checkChanges() 返回的版本</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>since refers to a newer version than the current one</source>
        <translation>since 指向的版本比当前版本更新</translation>
    </message>
</context>
<context>
    <name>EventRoutes</name>
    <message>
        <location filename="../core/server/routes/EventRoutes.cpp" line="+40"/>
        <source>since must be a sequence number (an integer ≥ 0)</source>
        <translation>since 必须是序号（≥ 0 的整数）</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>the sandbox is shutting down</source>
        <translation>沙箱正在关闭</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>command %1 is not queued or running</source>
        <translation>命令 %1 既未排队也未运行</translation>
    </message>
</context>
<context>
    <name>EventSubscriber</name>
    <message>
        <location filename="../core/server/routes/EventSubscriber.cpp" line="+68"/>
        <source>the sandbox went away</source>
        <translation>沙箱已不存在</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%1 events before seq %2 are no longer kept (the agent keeps the newest %3 events, at most %4 bytes)</source>
        <translation>序号 %2 之前的%1个事件已不再保留（代理程序只保留最新的%3个事件，最多%4字节）</translation>
    </message>
</context>
<context>
    <name>EventSubscription</name>
    <message>
        <location filename="../core/client/EventSubscription.cpp" line="+50"/>
        <source>no transport</source>
        <translation>没有传输通道</translation>
    </message>
</context>
<context>
    <name>FileWatcher</name>
    <message>
        <location filename="../core/engine/files/FileWatcher.cpp" line="+25"/>
        <source>too many file watches are open (the limit is fs.inotify.max_user_instances)</source>
        <translation>打开的文件监视过多（上限为 fs.inotify.max_user_instances）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the limit of watched directories is reached (raise fs.inotify.max_user_watches)</source>
        <translation>已达到可监视目录数的上限（请调高 fs.inotify.max_user_watches）</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>permission denied: %1</source>
        <translation>权限不足：%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>path does not exist: %1</source>
        <translation>路径不存在：%1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>cannot watch %1: %2</source>
        <translation>无法监视 %1：%2</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>more than %1 directories to watch: watch a smaller tree or exclude some</source>
        <translation>要监视的目录超过%1个：请监视更小的目录树，或排除部分目录</translation>
    </message>
    <message>
        <location line="+127"/>
        <source>not every directory can be watched: %1</source>
        <translation>并非所有目录都能被监视：%1</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>the watched path is gone</source>
        <translation>被监视的路径已不存在</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the watched path was deleted</source>
        <translation>被监视的路径已被删除</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the watched path was moved away</source>
        <translation>被监视的路径已被移走</translation>
    </message>
</context>
<context>
    <name>HttpConnection</name>
    <message>
        <location filename="../core/server/HttpConnection.cpp" line="+116"/>
        <source>invalid access token</source>
        <translation>访问令牌无效</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>missing access token (Authorization: Bearer or access_token)</source>
        <translation>缺少访问令牌（Authorization: Bearer 或 access_token）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>origin %1 is not allowed (see --allow-origin)</source>
        <translation>不允许来源 %1（参见 --allow-origin）</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>the request body is not valid JSON: %1</source>
        <translation>请求体不是有效的 JSON：%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the request body must be a JSON object</source>
        <translation>请求体必须是 JSON 对象</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the sandbox is shutting down</source>
        <translation>沙箱正在关闭</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>the request did not arrive in time</source>
        <translation>请求未及时到达</translation>
    </message>
</context>
<context>
    <name>HttpRequestParser</name>
    <message>
        <location filename="../core/server/HttpRequestParser.cpp" line="+110"/>
        <location line="+7"/>
        <source>%1 too long (limit %2 bytes)</source>
        <translation>%1 过长（上限%2字节）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>lines must end with CRLF</source>
        <translation>行必须以 CRLF 结尾</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>request line</source>
        <translation>请求行</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+193"/>
        <source>request head too large (limit %1 bytes)</source>
        <translation>请求头过大（上限%1字节）</translation>
    </message>
    <message>
        <location line="-191"/>
        <source>request head</source>
        <translation>请求头</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>malformed request line (expected: METHOD target HTTP/1.1)</source>
        <translation>请求行格式错误（应为：METHOD target HTTP/1.1）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>malformed method</source>
        <translation>方法格式错误</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>malformed HTTP version</source>
        <translation>HTTP 版本格式错误</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>only HTTP/1.0 and HTTP/1.1 are supported</source>
        <translation>只支持 HTTP/1.0 和 HTTP/1.1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>request target too long (limit %1 bytes)</source>
        <translation>请求目标过长（上限%1字节）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the request target must be a path starting with /</source>
        <translation>请求目标必须是以 / 开头的路径</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>method %1 is not implemented</source>
        <translation>未实现方法 %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>folded header lines are not accepted</source>
        <translation>不接受折叠的头部行</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>malformed header line</source>
        <translation>头部行格式错误</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>control characters in header %1</source>
        <translation>头部 %1 中含有控制字符</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>too many headers (limit %1)</source>
        <translation>头部过多（上限%1个）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>an HTTP/1.1 request needs a Host header</source>
        <translation>HTTP/1.1 请求需要 Host 头部</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>malformed Content-Length</source>
        <translation>Content-Length 格式错误</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>both Content-Length and Transfer-Encoding</source>
        <translation>同时有 Content-Length 和 Transfer-Encoding</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Transfer-Encoding in an HTTP/1.0 request</source>
        <translation>HTTP/1.0 请求中出现 Transfer-Encoding</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>transfer coding &quot;%1&quot; is not supported (only chunked)</source>
        <translation>不支持传输编码“%1”（只支持 chunked）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 needs Content-Length or chunked coding</source>
        <translation>%1 需要 Content-Length 或 chunked 编码</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+35"/>
        <source>request body too large (limit %1 bytes)</source>
        <translation>请求体过大（上限%1字节）</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>chunk size line</source>
        <translation>分块大小行</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>malformed chunk size</source>
        <translation>分块大小格式错误</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>chunk data not followed by CRLF</source>
        <translation>分块数据后没有 CRLF</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>trailer</source>
        <translation>尾部字段</translation>
    </message>
</context>
<context>
    <name>PortProbe</name>
    <message>
        <location filename="../core/engine/process/PortProbe.cpp" line="+21"/>
        <source>no answer within %1 ms</source>
        <translation>%1毫秒内无应答</translation>
    </message>
    <message>
        <location line="+58"/>
        <location line="+8"/>
        <source>the answer is not HTTP</source>
        <translation>应答不是 HTTP</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>HTTP status %1 not in expected range %2-%3</source>
        <translation>HTTP 状态码 %1 不在预期范围 %2-%3 内</translation>
    </message>
</context>
<context>
    <name>ProcessRoutes</name>
    <message>
        <location filename="../core/server/routes/ProcessRoutes.cpp" line="+203"/>
        <source>port must be an integer 1-65535</source>
        <translation>port 必须是 1-65535 的整数</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>mode must be &quot;http&quot; or &quot;tcp&quot; (got &quot;%1&quot;)</source>
        <translation>mode 必须是“http”或“tcp”（收到的是“%1”）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>statusMin and statusMax must be HTTP statuses (100-599), min &lt;= max</source>
        <translation>statusMin 和 statusMax 必须是 HTTP 状态码（100-599），且 min &lt;= max</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>path must not contain spaces or line breaks</source>
        <translation>path 不能包含空格或换行符</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>interval and timeout must not be negative</source>
        <translation>interval 和 timeout 不能为负数</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>port %1 was not ready in time (%2)</source>
        <translation>端口 %1 未能及时就绪（%2）</translation>
    </message>
</context>
<context>
    <name>SandboxTerminalHandler</name>
    <message>
        <location filename="../core/server/SandboxTerminalHandler.cpp" line="+119"/>
        <source>no terminal &quot;%1&quot; runs in session &quot;%2&quot; to watch</source>
        <translation>会话“%2”中没有可查看的终端“%1”</translation>
    </message>
</context>
<context>
    <name>WatchFilter</name>
    <message>
        <location filename="../core/engine/files/WatchFilter.cpp" line="+41"/>
        <source>include and exclude cannot be used together: include lists what to watch, exclude what to leave out</source>
        <translation>include 和 exclude 不能同时使用：include 列出要监视的内容，exclude 列出要排除的内容</translation>
    </message>
</context>
<context>
    <name>WatchPattern</name>
    <message>
        <location filename="../core/engine/files/WatchPattern.cpp" line="+16"/>
        <source>a pattern must not be empty or contain NUL</source>
        <translation>模式不能为空，也不能包含 NUL</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>pattern &quot;%1&quot; uses unsupported glob syntax &quot;%2&quot; (supported: *, **, ? and /)</source>
        <translation>模式“%1”使用了不支持的 glob 语法“%2”（支持：*、**、? 和 /）</translation>
    </message>
</context>
<context>
    <name>WatchRoutes</name>
    <message>
        <location filename="../core/server/routes/WatchRoutes.cpp" line="+49"/>
        <source>%1 must be an array of strings</source>
        <translation>%1 必须是字符串数组</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>unknown event type &quot;%1&quot; (create, modify, delete, move_from, move_to, attrib)</source>
        <translation>未知的事件类型“%1”（create、modify、delete、move_from、move_to、attrib）</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>maxQueuedEvents must be an integer 1-%1</source>
        <translation>maxQueuedEvents 必须是 1-%1 的整数</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 watches are open already: end one first</source>
        <translation>已打开%1个监视：请先结束其中一个</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>since must be a non-empty version</source>
        <translation>since 必须是非空的版本</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>the sandbox is shutting down</source>
        <translation>沙箱正在关闭</translation>
    </message>
</context>
<context>
    <name>WatchStreamSender</name>
    <message>
        <location filename="../core/server/routes/WatchStreamSender.cpp" line="+43"/>
        <source>the sandbox shut down</source>
        <translation>沙箱已关闭</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>the kernel&apos;s event queue overflowed: changes were lost</source>
        <translation>内核的事件队列已溢出：部分更改已丢失</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n change(s) were dropped: the watch&apos;s queue was full</source>
        <translation>
            <numerusform>已丢弃%n项更改：监视队列已满</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sandman</name>
    <message>
        <location filename="../core/isolation/SandboxLimits.cpp" line="+33"/>
        <source>cannot set %1: %2</source>
        <translation>无法设置 %1：%2</translation>
    </message>
    <message>
        <location filename="../core/server/routes/SystemProcessRoutes.cpp" line="+101"/>
        <source>pid must be a positive whole number</source>
        <translation>pid 必须是正整数</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>signal &quot;%1&quot; is not allowed; use one of %2</source>
        <translation>不允许信号“%1”；请使用以下之一：%2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>startTicks must be a number</source>
        <translation>startTicks 必须是数字</translation>
    </message>
    <message>
        <location filename="../core/cluster/KubeConfig.cpp" line="+66"/>
        <source>%1: “%2” must be a list.</source>
        <translation>%1：“%2”必须是列表。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: an entry of “%2” has no name.</source>
        <translation>%1：“%2”中有一项没有名称。</translation>
    </message>
    <message>
        <location filename="../core/cluster/KubeCredentials.cpp" line="+34"/>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <location filename="../core/isolation/SandboxCgroup.cpp" line="+54"/>
        <source>cannot write %1 to %2: %3</source>
        <translation>无法将 %1 写入 %2：%3</translation>
    </message>
</context>
<context>
    <name>sandman::AboutBox</name>
    <message>
        <location filename="../ui/main/AboutBox.cpp" line="+11"/>
        <source>&lt;h3&gt;Sandman %1&lt;/h3&gt;&lt;p&gt;A desktop session manager for sandboxes:&lt;br&gt;sessions, environment variables, terminals, processes and logs,&lt;br&gt;on this machine or on remote agents.&lt;/p&gt;&lt;p&gt;Licensed under the Apache License 2.0.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Sandman %1&lt;/h3&gt;&lt;p&gt;沙箱桌面会话管理器：&lt;br&gt;管理会话、环境变量、终端、进程和日志，&lt;br&gt;无论在本机还是远程代理程序上。&lt;/p&gt;&lt;p&gt;依据 Apache License 2.0 授权。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>About Sandman</source>
        <translation>关于 Sandman</translation>
    </message>
</context>
<context>
    <name>sandman::ActivityController</name>
    <message>
        <location filename="../ui/activity/ActivityController.cpp" line="+133"/>
        <source>Could not run the command again: %1</source>
        <translation>无法再次运行该命令：%1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Could not cancel the command: %1</source>
        <translation>无法取消该命令：%1</translation>
    </message>
</context>
<context>
    <name>sandman::ActivityModel</name>
    <message>
        <location filename="../ui/activity/ActivityModel.cpp" line="+57"/>
        <source>queued</source>
        <translation>排队中</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>exit %1</source>
        <translation>退出码 %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>finished</source>
        <translation>已完成</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>timed out</source>
        <translation>已超时</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>failed (exit %1)</source>
        <translation>失败（退出码 %1）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>this window</source>
        <translation>本窗口</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>running %1</source>
        <translation>已运行%1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Session</source>
        <translation>会话</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Client</source>
        <translation>客户端</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Command</source>
        <translation>命令</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Duration</source>
        <translation>耗时</translation>
    </message>
    <message numerus="yes">
        <location line="+151"/>
        <source>%n earlier event(s) missed: the agent no longer keeps them</source>
        <translation>
            <numerusform>错过了之前的%n个事件：代理程序已不再保留它们</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>session created</source>
        <translation>会话已创建</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>session deleted</source>
        <translation>会话已删除</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>environment changed: %1</source>
        <translation>环境变量已更改：%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>command timeout set to %1</source>
        <translation>命令超时设为%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>command timeout removed</source>
        <translation>已取消命令超时</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>working directory: %1</source>
        <translation>工作目录：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>terminal %1 opened</source>
        <translation>终端 %1 已打开</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>terminal %1 closed (exit %2)</source>
        <translation>终端 %1 已关闭（退出码 %2）</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>terminal %1: %n viewer(s)</source>
        <translation>
            <numerusform>终端 %1：%n个查看者</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>file written: %1</source>
        <translation>已写入文件：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>file deleted: %1</source>
        <translation>已删除文件：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>directory created: %1</source>
        <translation>已创建目录：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>file moved: %1 → %2</source>
        <translation>已移动文件：%1 → %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 context %2 created</source>
        <translation>%1 代码上下文 %2 已创建</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>code context %1 deleted</source>
        <translation>代码上下文 %1 已删除</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>code run: %1</source>
        <translation>运行代码：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>code run finished</source>
        <translation>代码运行完成</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>code run failed</source>
        <translation>代码运行失败</translation>
    </message>
</context>
<context>
    <name>sandman::ActivityPane</name>
    <message>
        <location filename="../ui/activity/ActivityPane.cpp" line="+36"/>
        <source>Failed only</source>
        <translation>仅失败的</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copy Command</source>
        <translation>复制命令</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy Output</source>
        <translation>复制输出</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run Again</source>
        <translation>再次运行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open Terminal</source>
        <translation>打开终端</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel Command</source>
        <translation>取消命令</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All sessions</source>
        <translation>所有会话</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All clients</source>
        <translation>所有客户端</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show one session only</source>
        <translation>只显示一个会话</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show one client only</source>
        <translation>只显示一个客户端</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Filter commands</source>
        <translation>筛选命令</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Select a command to see its output.</source>
        <translation>选择一条命令以查看其输出。</translation>
    </message>
    <message>
        <location line="+156"/>
        <source>
[stdout: more follows; the activity feed keeps the first %1 bytes]
</source>
        <translation>
[stdout：还有更多输出；活动视图只保留前%1字节]
</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>
[stderr: more follows; the activity feed keeps the first %1 bytes]
</source>
        <translation>
[stderr：还有更多输出；活动视图只保留前%1字节]
</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>
[stdout: %1 bytes in all; the activity feed keeps the first %2]
</source>
        <translation>
[stdout：共%1字节；活动视图只保留前%2字节]
</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>
[stderr: %1 bytes in all; the activity feed keeps the first %2]
</source>
        <translation>
[stderr：共%1字节；活动视图只保留前%2字节]
</translation>
    </message>
</context>
<context>
    <name>sandman::AddClusterDialog</name>
    <message>
        <location filename="../ui/cluster/AddClusterDialog.cpp" line="+29"/>
        <source>Add Kubernetes Cluster</source>
        <translation>添加 Kubernetes 集群</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>One kubeconfig file, or several separated by &apos;:&apos; as in $KUBECONFIG</source>
        <translation>一个 kubeconfig 文件，或像 $KUBECONFIG 那样用 &apos;:&apos; 分隔的多个文件</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Kubeconfig:</source>
        <translation>Kubeconfig(&amp;K)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Context:</source>
        <translation>上下文(&amp;C)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Namespace:</source>
        <translation>命名空间(&amp;N)：</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>Give the kubeconfig file of the cluster.</source>
        <translation>请指定该集群的 kubeconfig 文件。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 defines no context.</source>
        <translation>%1 中未定义任何上下文。</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The namespace must be a lowercase DNS label (letters, digits and &apos;-&apos;).</source>
        <translation>命名空间必须是小写的 DNS 标签（字母、数字和 &apos;-&apos;）。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Kubeconfig</source>
        <translation>Kubeconfig</translation>
    </message>
</context>
<context>
    <name>sandman::AllProcessesView</name>
    <message>
        <location filename="../ui/processes/AllProcessesView.cpp" line="+55"/>
        <source>Filter by command, user, PID or session</source>
        <translation>按命令、用户、PID 或会话筛选</translation>
    </message>
    <message>
        <location line="+32"/>
        <location line="+207"/>
        <source>Send Signal</source>
        <translation>发送信号</translation>
    </message>
    <message>
        <location line="-206"/>
        <source>Send a signal to the selected process</source>
        <translation>向所选进程发送信号</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>TERM — ask it to end</source>
        <translation>TERM — 请求其结束</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>INT — interrupt, like Ctrl+C</source>
        <translation>INT — 中断，相当于 Ctrl+C</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>HUP — hang up (many servers reload)</source>
        <translation>HUP — 挂断（许多服务器会重新加载）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>QUIT — quit (with a core dump)</source>
        <translation>QUIT — 退出（并生成 core dump）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KILL — end it at once…</source>
        <translation>KILL — 立即终止…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>STOP — pause it</source>
        <translation>STOP — 暂停</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CONT — let a paused process go on</source>
        <translation>CONT — 让已暂停的进程继续运行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>USR1 — user-defined signal 1</source>
        <translation>USR1 — 用户自定义信号 1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>USR2 — user-defined signal 2</source>
        <translation>USR2 — 用户自定义信号 2</translation>
    </message>
    <message numerus="yes">
        <location line="+100"/>
        <source>%n process(es)</source>
        <translation>
            <numerusform>%n个进程</numerusform>
        </translation>
    </message>
    <message>
        <location line="-40"/>
        <source>Could not list the sandbox&apos;s processes: %1</source>
        <translation>无法列出沙箱的进程：%1</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Process %1 is part of the sandbox itself and cannot be signalled.</source>
        <translation>进程 %1 是沙箱自身的一部分，无法向其发送信号。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Kill Process</source>
        <translation>终止进程</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kill process %1 (%2) at once? It gets no chance to save its work or clean up.</source>
        <translation>要立即终止进程 %1（%2）吗？它将没有机会保存工作或进行清理。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Sent %1 to process %2.</source>
        <translation>已向进程 %2 发送 %1。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Could not send %1 to process %2: %3</source>
        <translation>无法向进程 %2 发送 %1：%3</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Copy PID</source>
        <translation>复制 PID</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy Command</source>
        <translation>复制命令</translation>
    </message>
</context>
<context>
    <name>sandman::ClusterConnection</name>
    <message>
        <location filename="../ui/cluster/ClusterConnection.cpp" line="+42"/>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>agent-sandbox is not installed on this cluster (the API group agents.x-k8s.io is not served): install it, then add the cluster again</source>
        <translation>此集群未安装 agent-sandbox（未提供 API 组 agents.x-k8s.io）：请先安装，然后重新添加集群</translation>
    </message>
</context>
<context>
    <name>sandman::ClusterController</name>
    <message>
        <location filename="../ui/cluster/ClusterController.cpp" line="+55"/>
        <source>Add &amp;Kubernetes Cluster…</source>
        <translation>添加 Kubernetes 集群(&amp;K)…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;New Sandbox…</source>
        <translation>新建沙箱(&amp;N)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Open</source>
        <translation>打开(&amp;O)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Suspend</source>
        <translation>暂停(&amp;S)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Resume</source>
        <translation>恢复(&amp;R)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Delete Sandbox…</source>
        <translation>删除沙箱(&amp;D)…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Remove &amp;Cluster</source>
        <translation>移除集群(&amp;C)</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Kubernetes</source>
        <translation>Kubernetes</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>[The cluster %1 was removed from the window: this terminal has ended]</source>
        <translation>[集群 %1 已从窗口中移除：此终端已结束]</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The Kubernetes cluster %1 / %2 was not added again: %3</source>
        <translation>未能重新添加 Kubernetes 集群 %1 / %2：%3</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Sandbox %1 created; it is listed as Ready once its pod is.</source>
        <translation>沙箱 %1 已创建；其 Pod 就绪后将显示为“就绪”。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Could not create sandbox %1: %2</source>
        <translation>无法创建沙箱 %1：%2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Sandbox %1 is being deleted.</source>
        <translation>正在删除沙箱 %1。</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+4"/>
        <source>Could not delete sandbox %1: %2</source>
        <translation>无法删除沙箱 %1：%2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>[Sandbox %1 was deleted on the cluster: this terminal has ended]</source>
        <translation>[沙箱 %1 已在集群上被删除：此终端已结束]</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sandbox %1 was deleted; its sessions and terminals have ended.</source>
        <translation>沙箱 %1 已删除；其会话和终端均已结束。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sandbox %1 was deleted on the cluster %2; its sessions and terminals have ended.</source>
        <translation>沙箱 %1 已在集群 %2 上被删除；其会话和终端均已结束。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Sandbox %1 is being suspended (its pod stops, its volumes stay).</source>
        <translation>正在暂停沙箱 %1（其 Pod 会停止，卷会保留）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sandbox %1 is being resumed.</source>
        <translation>正在恢复沙箱 %1。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Could not suspend sandbox %1: %2</source>
        <translation>无法暂停沙箱 %1：%2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Could not resume sandbox %1: %2</source>
        <translation>无法恢复沙箱 %1：%2</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>There is no sandbox %1 in %2.</source>
        <translation>%2 中没有沙箱 %1。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Sandbox %1 is suspended: resume it to open it.</source>
        <translation>沙箱 %1 已暂停：请先恢复再打开。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sandbox %1 has finished (%2): there is no pod to connect to.</source>
        <translation>沙箱 %1 已结束（%2）：没有可连接的 Pod。</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+33"/>
        <source>Could not open sandbox %1: %2</source>
        <translation>无法打开沙箱 %1：%2</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>its Secret %1 has no &quot;%2&quot; value, so there is no token for its agent</source>
        <translation>其 Secret %1 中没有“%2”值，因此没有供其代理程序使用的令牌</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Sandbox %1: %2</source>
        <translation>沙箱 %1：%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Opened sandbox %1 through a port-forward to pod %2.</source>
        <translation>已通过到 Pod %2 的端口转发打开沙箱 %1。</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Delete sandbox %1 from %2? Its pod and everything in it that is not on a kept volume are lost.</source>
        <translation>要从 %2 中删除沙箱 %1 吗？其 Pod 以及其中所有不在保留卷上的内容都将丢失。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Delete Sandbox</source>
        <translation>删除沙箱</translation>
    </message>
</context>
<context>
    <name>sandman::ClusterTreeModel</name>
    <message>
        <location filename="../ui/cluster/ClusterTreeModel.cpp" line="+161"/>
        <source>connecting…</source>
        <translation>正在连接…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>1 sandbox</source>
        <translation>1个沙箱</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 sandboxes</source>
        <translation>%1个沙箱</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Kubernetes context %1, namespace %2 (%3)</source>
        <translation>Kubernetes 上下文 %1，命名空间 %2（%3）</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 (last known)</source>
        <comment>sandbox state while its cluster cannot be reached</comment>
        <translation>%1（最后已知）</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Sandbox %1 (pod %2), created %3</source>
        <translation>沙箱 %1（Pod %2），创建于 %3</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Cluster / Sandbox</source>
        <translation>集群 / 沙箱</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Age</source>
        <translation>存在时间</translation>
    </message>
</context>
<context>
    <name>sandman::ColorSchemeLibrary</name>
    <message>
        <location filename="../ui/terminal/ColorSchemeLibrary.cpp" line="+138"/>
        <source>Cannot read &quot;%1&quot;.</source>
        <translation>无法读取“%1”。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;%1&quot; is not a Konsole colour scheme: it is not an INI file.</source>
        <translation>“%1”不是 Konsole 配色方案：它不是 INI 文件。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&quot;%1&quot; is not a usable Konsole colour scheme: [%2] with Color=red,green,blue is missing.</source>
        <translation>“%1”不是可用的 Konsole 配色方案：缺少包含 Color=red,green,blue 的 [%2]。</translation>
    </message>
</context>
<context>
    <name>sandman::CommandBar</name>
    <message>
        <location filename="../ui/main/CommandBar.cpp" line="+27"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop the running command and everything it started (Esc)</source>
        <translation>停止正在运行的命令及其启动的所有进程（Esc）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run the command in the selected session; the output goes to the log</source>
        <translation>在所选会话中运行命令，输出将写入日志</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>No session</source>
        <translation>无会话</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Run a command in session “%1”</source>
        <translation>在会话“%1”中运行命令</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select a session to run commands</source>
        <translation>请选择一个会话以运行命令</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>cancelled after %1</source>
        <translation>在%1后取消</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>The command failed unexpectedly.</source>
        <translation>命令意外失败。</translation>
    </message>
</context>
<context>
    <name>sandman::ConnectDialog</name>
    <message>
        <location filename="../ui/connect/ConnectDialog.cpp" line="+26"/>
        <source>Remember the token in the system keyring</source>
        <translation>将令牌保存在系统密钥环中</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Connect to Remote Sandbox</source>
        <translation>连接到远程沙箱</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Optional, shown in the session list</source>
        <translation>可选，显示在会话列表中</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Access token printed by sandman-agent</source>
        <translation>sandman-agent 输出的访问令牌</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No system keyring is available; the token is kept only while Sandman runs.</source>
        <translation>没有可用的系统密钥环；令牌仅在 Sandman 运行期间保留。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Connect</source>
        <translation>连接</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Agent &amp;address:</source>
        <translation>代理程序地址(&amp;A)：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>From &amp;File…</source>
        <translation>从文件读取(&amp;F)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read the token from a token file (its first line)</source>
        <translation>从令牌文件读取令牌（第一行）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Token File</source>
        <translation>令牌文件</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Access &amp;token:</source>
        <translation>访问令牌(&amp;T)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Enter the address of a sandman-agent, for example ws://127.0.0.1:7681/ws.</source>
        <translation>请输入 sandman-agent 的地址，例如 ws://127.0.0.1:7681/ws。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This is not a valid address.</source>
        <translation>这不是有效的地址。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The address must start with ws:// or wss://.</source>
        <translation>地址必须以 ws:// 或 wss:// 开头。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The address needs a host name.</source>
        <translation>地址中必须包含主机名。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 holds no token on its first line.</source>
        <translation>%1 的第一行没有令牌。</translation>
    </message>
</context>
<context>
    <name>sandman::ConnectionStatus</name>
    <message>
        <location filename="../ui/main/ConnectionStatus.cpp" line="+40"/>
        <source>connected</source>
        <translation>已连接</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the agent refused the token</source>
        <translation>代理程序拒绝了该令牌</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>connecting</source>
        <translation>正在连接</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not connected</source>
        <translation>未连接</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1, %2</source>
        <comment>a sandbox&apos;s connection state, then what else it is: connected, isolated</comment>
        <translation>%1，%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Sandboxes connected: %1 of %2</source>
        <translation>已连接的沙箱：%1 / %2</translation>
    </message>
</context>
<context>
    <name>sandman::DurationText</name>
    <message>
        <location filename="../ui/log/DurationText.cpp" line="+13"/>
        <source>%1 ms</source>
        <translation>%1毫秒</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 s</source>
        <translation>%1秒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 min %2 s</source>
        <translation>%1分%2秒</translation>
    </message>
</context>
<context>
    <name>sandman::EnvEditorWidget</name>
    <message>
        <location filename="../ui/env/EnvEditorWidget.cpp" line="+27"/>
        <source>&amp;Add</source>
        <translation>添加(&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Remove</source>
        <translation>删除(&amp;R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A&amp;pply</source>
        <translation>应用(&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;vert</source>
        <translation>撤销更改(&amp;V)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Filter variables</source>
        <translation>筛选变量</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Add a variable (Ctrl+N)</source>
        <translation>添加变量（Ctrl+N）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unset the selected variables when applied (Delete)</source>
        <translation>应用时删除所选变量（Delete）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Edit a value over several lines</source>
        <translation>以多行方式编辑值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Send all pending changes to the session (Ctrl+S)</source>
        <translation>将所有待应用的更改发送到会话（Ctrl+S）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard all pending changes</source>
        <translation>放弃所有待应用的更改</translation>
    </message>
    <message>
        <location line="+143"/>
        <source>Applying…</source>
        <translation>正在应用…</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Select a session to see its environment variables.</source>
        <translation>请选择一个会话以查看其环境变量。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fix the names marked in red before applying.</source>
        <translation>应用前请修正标为红色的名称。</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n pending change(s) in session “%1”.</source>
        <translation>
            <numerusform>会话“%1”中有%n项待应用的更改。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n variable(s) in session “%1”.</source>
        <translation>
            <numerusform>会话“%1”中有%n个变量。</numerusform>
        </translation>
    </message>
    <message>
        <location line="-205"/>
        <source>&amp;Edit…</source>
        <translation>编辑(&amp;E)…</translation>
    </message>
</context>
<context>
    <name>sandman::EnvValueDelegate</name>
    <message>
        <location filename="../ui/env/EnvValueDelegate.cpp" line="+50"/>
        <source>Edit Value of %1</source>
        <translation>编辑 %1 的值</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The value is stored exactly as written, including newlines, quotes and $ signs.</source>
        <translation>值将按输入原样保存，包括换行符、引号和$符号。</translation>
    </message>
</context>
<context>
    <name>sandman::EnvVarTableModel</name>
    <message>
        <location filename="../ui/env/EnvVarTableModel.cpp" line="+225"/>
        <source>Invalid name: use letters, digits and underscores, not starting with a digit.</source>
        <translation>名称无效：只能使用字母、数字和下划线，且不能以数字开头。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Duplicate name: another variable already has this name.</source>
        <translation>名称重复：已有其他变量使用此名称。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Will be unset when you apply.</source>
        <translation>应用后将被删除。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New variable, not applied yet.</source>
        <translation>新变量，尚未应用。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Changed, not applied yet.</source>
        <translation>已更改，尚未应用。</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <translation>值</translation>
    </message>
</context>
<context>
    <name>sandman::ErrorText</name>
    <message>
        <location filename="../ui/log/ErrorText.cpp" line="+10"/>
        <source>The request was refused as invalid.</source>
        <translation>请求无效，已被拒绝。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That path is a folder, not a file.</source>
        <translation>该路径是文件夹，不是文件。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That is not a usable Git repository address.</source>
        <translation>这不是可用的 Git 仓库地址。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No such file or folder in the sandbox.</source>
        <translation>沙箱中没有该文件或文件夹。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That process no longer exists.</source>
        <translation>该进程已不存在。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That code context no longer exists.</source>
        <translation>该代码上下文已不存在。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That session no longer exists.</source>
        <translation>该会话已不存在。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The repository has no such branch.</source>
        <translation>仓库中没有该分支。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The agent does not know this request; it may be older than this Sandman.</source>
        <translation>代理程序不认识此请求，其版本可能比此 Sandman 旧。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A session with this ID exists already.</source>
        <translation>已存在使用此 ID 的会话。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The sandbox is busy with this; try again in a moment.</source>
        <translation>沙箱正忙于此操作，请稍后再试。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The session&apos;s shell ended; it starts afresh on the next command.</source>
        <translation>会话的 shell 已结束，下一条命令时会重新启动。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The session was deleted.</source>
        <translation>该会话已被删除。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The file is too large.</source>
        <translation>文件太大。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Permission denied in the sandbox.</source>
        <translation>在沙箱中权限不足。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The command could not be run.</source>
        <translation>无法运行该命令。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Git failed.</source>
        <translation>Git 执行失败。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Git repository was not found.</source>
        <translation>找不到该 Git 仓库。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A file or folder with that name exists already.</source>
        <translation>已存在同名文件或文件夹。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The process did not become ready in time.</source>
        <translation>进程未能及时就绪。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The process ended before it became ready.</source>
        <translation>进程在就绪前已结束。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The command ran into its timeout.</source>
        <translation>命令已达到超时时间。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The sandbox could not start watching those files.</source>
        <translation>沙箱无法开始监视这些文件。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The agent refused the token.</source>
        <translation>代理程序拒绝了该令牌。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The agent could not understand the request.</source>
        <translation>代理程序无法理解该请求。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The connection to the sandbox was lost.</source>
        <translation>与沙箱的连接已断开。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The sandbox reported an internal error.</source>
        <translation>沙箱报告了内部错误。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>There is no folder “%1” in the sandbox.</source>
        <translation>沙箱中没有文件夹“%1”。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Permission denied: the sandbox may not open “%1”.</source>
        <translation>权限不足：沙箱无权打开“%1”。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” is a file, not a folder.</source>
        <translation>“%1”是文件，不是文件夹。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>“%1”: %2</source>
        <translation>“%1”：%2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the terminal has ended</source>
        <translation>终端已结束</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the sandbox has shut down</source>
        <translation>沙箱已关闭</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>command not found: %1</source>
        <translation>找不到命令：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the working directory is not a folder</source>
        <translation>工作目录不是文件夹</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>that terminal is running already</source>
        <translation>该终端已在运行</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>that terminal has ended: there is nothing to watch</source>
        <translation>该终端已结束：没有可查看的内容</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 [%2]</source>
        <translation>%1 [%2]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (%2) [%3]</source>
        <translation>%1（%2）[%3]</translation>
    </message>
</context>
<context>
    <name>sandman::KubeApiClient</name>
    <message>
        <location filename="../core/cluster/KubeApiClient.cpp" line="+166"/>
        <source>Cannot reach the Kubernetes API server %1: %2</source>
        <translation>无法连接 Kubernetes API 服务器 %1：%2</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>agent-sandbox is not installed on this cluster: the API server does not serve %1.</source>
        <translation>此集群未安装 agent-sandbox：API 服务器未提供 %1。</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>agent-sandbox is not installed on this cluster: the API server does not serve the %1 API group.</source>
        <translation>此集群未安装 agent-sandbox：API 服务器未提供 %1 API 组。</translation>
    </message>
    <message>
        <location line="+186"/>
        <source>Sandbox “%1” was deleted, but not its token Secret “%2”: %3</source>
        <translation>沙箱“%1”已删除，但其令牌 Secret“%2”未能删除：%3</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>The agent-sandbox extensions (SandboxTemplate) are not installed on this cluster.</source>
        <translation>此集群未安装 agent-sandbox 扩展（SandboxTemplate）。</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Sandbox “%1” is not ready (%2%3).</source>
        <translation>沙箱“%1”尚未就绪（%2%3）。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The pod “%1” is not ready (phase %2).</source>
        <translation>Pod“%1”尚未就绪（阶段 %2）。</translation>
    </message>
</context>
<context>
    <name>sandman::KubeConfig</name>
    <message>
        <location filename="../core/cluster/KubeConfig.cpp" line="+66"/>
        <source>%1 is not valid YAML (line %2, column %3): %4</source>
        <translation>%1 不是有效的 YAML（第%2行，第%3列）：%4</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 is not a kubeconfig (expected a mapping with clusters, users and contexts).</source>
        <translation>%1 不是 kubeconfig（应为包含 clusters、users 和 contexts 的映射）。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1: certificate-authority-data of cluster “%2” is not base64.</source>
        <translation>%1：集群“%2”的 certificate-authority-data 不是 base64。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1: the client certificate or key data of user “%2” is not base64.</source>
        <translation>%1：用户“%2”的客户端证书或密钥数据不是 base64。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: the exec credential plugin of user “%2” has no command.</source>
        <translation>%1：用户“%2”的 exec 凭据插件没有指定命令。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 is not a valid kubeconfig: %2</source>
        <translation>%1 不是有效的 kubeconfig：%2</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Cannot read the kubeconfig %1: %2</source>
        <translation>无法读取 kubeconfig %1：%2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The kubeconfig %1 does not exist.</source>
        <translation>kubeconfig %1 不存在。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>None of the kubeconfig files exist: %1</source>
        <translation>所有 kubeconfig 文件都不存在：%1</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>The kubeconfig sets no current context; choose one of: %1</source>
        <translation>该 kubeconfig 未设置当前上下文；请从以下上下文中选择一个：%1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The kubeconfig has no context “%1” (it defines no contexts).</source>
        <translation>该 kubeconfig 中没有上下文“%1”（其中未定义任何上下文）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The kubeconfig has no context “%1”; it has: %2</source>
        <translation>该 kubeconfig 中没有上下文“%1”；现有上下文：%2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Context “%1” refers to cluster “%2”, which the kubeconfig does not define (or has no server).</source>
        <translation>上下文“%1”引用了集群“%2”，但该 kubeconfig 未定义此集群（或其没有 server）。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Context “%1” refers to user “%2”, which the kubeconfig does not define.</source>
        <translation>上下文“%1”引用了用户“%2”，但该 kubeconfig 未定义此用户。</translation>
    </message>
</context>
<context>
    <name>sandman::KubeCredentials</name>
    <message>
        <location filename="../core/cluster/KubeCredentials.cpp" line="+103"/>
        <source>The client certificate or key of user “%1” cannot be read (PEM expected).</source>
        <translation>无法读取用户“%1”的客户端证书或密钥（应为 PEM 格式）。</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The credential plugin “%1” of user “%2” was not found on PATH (or is not executable).</source>
        <translation>在 PATH 中找不到用户“%2”的凭据插件“%1”（或其不可执行）。</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>The credential plugin “%1” could not be started: %2</source>
        <translation>无法启动凭据插件“%1”：%2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The credential plugin “%1” did not answer within %2 seconds.</source>
        <translation>凭据插件“%1”未在%2秒内响应。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The credential plugin “%1” failed (exit code %2): %3</source>
        <translation>凭据插件“%1”失败（退出码 %2）：%3</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The credential plugin “%1” did not print an ExecCredential.</source>
        <translation>凭据插件“%1”未输出 ExecCredential。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The credential plugin “%1” answered with %2, but the kubeconfig asks for %3.</source>
        <translation>凭据插件“%1”返回的是 %2，但 kubeconfig 要求的是 %3。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The credential plugin “%1” returned neither a token nor a client certificate and key.</source>
        <translation>凭据插件“%1”既未返回令牌，也未返回客户端证书和密钥。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The credential plugin “%1” returned an unreadable expirationTimestamp “%2”.</source>
        <translation>凭据插件“%1”返回了无法解析的 expirationTimestamp“%2”。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The credential plugin “%1” returned a client certificate or key that cannot be read.</source>
        <translation>凭据插件“%1”返回的客户端证书或密钥无法读取。</translation>
    </message>
</context>
<context>
    <name>sandman::KubePortForward</name>
    <message>
        <location filename="../core/cluster/KubePortForward.cpp" line="+29"/>
        <source>Cannot listen on a local port for pod “%1”: %2</source>
        <translation>无法为 Pod“%1”监听本地端口：%2</translation>
    </message>
</context>
<context>
    <name>sandman::KubePortForwardTunnel</name>
    <message>
        <location filename="../core/cluster/KubePortForwardTunnel.cpp" line="+82"/>
        <source>The API server refused to forward port %1 of pod “%2”: %3</source>
        <translation>API 服务器拒绝转发 Pod“%2”的端口 %1：%3</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The API server did not agree to the %1 port-forward protocol.</source>
        <translation>API 服务器不接受 %1 端口转发协议。</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The API server&apos;s port-forward stream named port %1 instead of %2.</source>
        <translation>API 服务器的端口转发流指明的是端口 %1，而不是 %2。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Port-forward to pod “%1” port %2 failed: %3</source>
        <translation>到 Pod“%1”端口 %2 的端口转发失败：%3</translation>
    </message>
</context>
<context>
    <name>sandman::KubeRequestTarget</name>
    <message>
        <location filename="../core/cluster/KubeRequestTarget.cpp" line="+77"/>
        <source>HTTP status %1</source>
        <translation>HTTP 状态码 %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The API server %1 refused the credentials of user “%2” (expired or invalid): %3</source>
        <translation>API 服务器 %1 拒绝了用户“%2”的凭据（已过期或无效）：%3</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Forbidden: user “%1” may not %2 %3 (%4)</source>
        <translation>禁止访问：用户“%1”无权对 %3 执行 %2（%4）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forbidden: user “%1” may not %2 %3 in namespace “%4” (%5)</source>
        <translation>禁止访问：用户“%1”无权在命名空间“%4”中对 %3 执行 %2（%5）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Not found: %1</source>
        <translation>未找到：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 “%2” was not found in namespace “%3”.</source>
        <translation>在命名空间“%3”中找不到 %1“%2”。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Conflict: %1</source>
        <translation>冲突：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The resource version is too old, list again: %1</source>
        <translation>资源版本过旧，请重新列出：%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The API server rejected the request to %1 %2: %3</source>
        <translation>API 服务器拒绝了对 %2 执行 %1 的请求：%3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The API server failed to %1 %2: %3</source>
        <translation>API 服务器未能对 %2 执行 %1：%3</translation>
    </message>
</context>
<context>
    <name>sandman::KubeSandboxInfo</name>
    <message>
        <location filename="../core/cluster/KubeSandboxInfo.cpp" line="+84"/>
        <source>Ready</source>
        <translation>就绪</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Suspended</source>
        <translation>已暂停</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Finished</source>
        <translation>已结束</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pending</source>
        <translation>等待中</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1s</source>
        <extracomment>Ages as kubectl prints them: seconds, minutes, hours, days.</extracomment>
        <translation>%1秒</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1m</source>
        <translation>%1分钟</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1h</source>
        <translation>%1小时</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1d</source>
        <translation>%1天</translation>
    </message>
</context>
<context>
    <name>sandman::KubeWatch</name>
    <message>
        <location filename="../core/cluster/KubeWatch.cpp" line="+59"/>
        <source>The API server sent an unreadable watch event: %1</source>
        <translation>API 服务器发送了无法解析的监视事件：%1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The watch failed: %1</source>
        <translation>监视失败：%1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The watch lost its connection to the API server: %1</source>
        <translation>监视与 API 服务器的连接已断开：%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The API server refused the watch (HTTP %1): %2</source>
        <translation>API 服务器拒绝了监视请求（HTTP %1）：%2</translation>
    </message>
</context>
<context>
    <name>sandman::LaunchOptions</name>
    <message>
        <location filename="../ui/main/LaunchOptions.cpp" line="+38"/>
        <source>Run COMMAND with its arguments (everything after -e) in a terminal tab instead of a shell; Sandman quits when it ends, with its exit status.</source>
        <translation>在终端标签页中运行 COMMAND 及其参数（-e 之后的所有内容），而不是 shell；命令结束时 Sandman 随之退出，并返回其退出状态。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>With -e: keep the tab open when the command has ended (with its exit status).</source>
        <translation>与 -e 一起使用：命令结束后保持标签页打开（并显示其退出状态）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open a terminal tab in this session of the local sandbox (created when it does not exist).</source>
        <translation>在本地沙箱的此会话中打开终端标签页（会话不存在时会创建）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Create a new session of the local sandbox and open a terminal tab in it.</source>
        <translation>在本地沙箱中新建会话，并在其中打开终端标签页。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The working directory of the new session, or of the terminal tab.</source>
        <translation>新会话或终端标签页的工作目录。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>-e needs a command to run</source>
        <translation>-e 需要指定要运行的命令</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>--session needs a session id</source>
        <translation>--session 需要指定会话 ID</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--session and --new-session cannot be used together</source>
        <translation>--session 和 --new-session 不能同时使用</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--hold only applies to a command started with -e</source>
        <translation>--hold 仅适用于用 -e 启动的命令</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--cwd needs a directory</source>
        <translation>--cwd 需要指定工作目录</translation>
    </message>
</context>
<context>
    <name>sandman::LocalSandbox</name>
    <message>
        <location filename="../ui/main/LocalSandbox.cpp" line="+85"/>
        <source>isolation is turned off</source>
        <translation>隔离已关闭</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+7"/>
        <source>The local sandbox cannot be isolated: %1</source>
        <translation>无法隔离本地沙箱：%1</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>The local sandbox runs inside Sandman and ends with it.</source>
        <translation>本地沙箱在 Sandman 内运行，随 Sandman 一起结束。</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>The local sandbox ended unexpectedly; its processes and terminals are gone.</source>
        <translation>本地沙箱意外结束，其进程和终端都已不复存在。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 Starting it again.</source>
        <translation>%1正在重新启动。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The local sandbox could not be started again: %1</source>
        <translation>无法重新启动本地沙箱：%1</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>isolation (bubblewrap)</source>
        <translation>隔离（bubblewrap）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no isolation</source>
        <translation>无隔离</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>network “%1”</source>
        <translation>网络“%1”</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>no passed variables</source>
        <translation>不传入环境变量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>passed variables %1</source>
        <translation>传入的环境变量 %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>isolated</source>
        <translation>已隔离</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not isolated</source>
        <translation>未隔离</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Confined with bubblewrap: the system is read-only, the workspace is at /workspace, and /tmp, the home folder and the processes are its own.</source>
        <translation>已通过 bubblewrap 隔离：系统为只读，工作区位于 /workspace，/tmp、主目录和进程均为沙箱独有。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Commands run with your own files and processes within reach: %1</source>
        <translation>命令运行时可以访问您自己的文件和进程：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It runs inside Sandman and ends when Sandman is closed.</source>
        <translation>它在 Sandman 内运行，关闭 Sandman 时即结束。</translation>
    </message>
</context>
<context>
    <name>sandman::LocalSandboxController</name>
    <message>
        <location filename="../ui/main/LocalSandboxController.cpp" line="+47"/>
        <location line="+30"/>
        <source>S&amp;top Local Sandbox…</source>
        <translation>停止本地沙箱(&amp;T)…</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Its sessions, processes and terminals have ended.</source>
        <translation>其会话、进程和终端均已结束。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>S&amp;tart Local Sandbox</source>
        <translation>启动本地沙箱(&amp;T)</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>The local sandbox is running isolated with bubblewrap.</source>
        <translation>本地沙箱正在 bubblewrap 隔离下运行。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The local sandbox is running without isolation.</source>
        <translation>本地沙箱正在无隔离状态下运行。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Running it without isolation needs a restart.</source>
        <translation>要在无隔离状态下运行，需要重新启动。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Isolating it needs a restart.</source>
        <translation>要启用隔离，需要重新启动。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Restart the Local Sandbox?</source>
        <translation>重新启动本地沙箱？</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A restart ends every command, background process and terminal in it; the sessions come back with their environment, folder and timeout.</source>
        <translation>重新启动会结束其中所有命令、后台进程和终端；会话会以原有的环境变量、工作目录和超时设置恢复。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+83"/>
        <source>&amp;Restart</source>
        <translation>重新启动(&amp;R)</translation>
    </message>
    <message>
        <location line="-82"/>
        <source>&amp;Keep It Running</source>
        <translation>保持运行(&amp;K)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Restart the Local Sandbox</source>
        <translation>重新启动本地沙箱</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+76"/>
        <source>The local sandbox could not be restarted: %1</source>
        <translation>无法重新启动本地沙箱：%1</translation>
    </message>
    <message numerus="yes">
        <location line="-58"/>
        <source>session %1: %n command(s) running or queued</source>
        <translation>
            <numerusform>会话 %1：%n条命令正在运行或排队</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>background process %1 (pid %2): %3</source>
        <translation>后台进程 %1（PID %2）：%3</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>terminal %1 of session %2</source>
        <translation>会话 %2 的终端 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>terminal %1 of session %2, running “%3”</source>
        <translation>会话 %2 的终端 %1，正在运行“%3”</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The local sandbox could not be started: %1</source>
        <translation>无法启动本地沙箱：%1</translation>
    </message>
    <message>
        <location line="-151"/>
        <source>Stop Local Sandbox</source>
        <translation>停止本地沙箱</translation>
    </message>
    <message>
        <location line="+25"/>
        <location line="+12"/>
        <source>stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Sessions keep running when Sandman closes and it reconnects to them (File ▸ Stop Local Sandbox ends them).</source>
        <translation>关闭 Sandman 后会话仍会运行，再次打开时会重新连接（结束：文件 ▸ 停止本地沙箱）。</translation>
    </message>
    <message>
        <location line="+96"/>
        <source>Stop the local sandbox? Every session&apos;s shell, command, background process and terminal in it ends.</source>
        <translation>停止本地沙箱？其中每个会话的 shell、命令、后台进程和终端都会结束。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Restart the local sandbox with this window&apos;s settings? Every session&apos;s shell, command, background process and terminal in it ends; the sessions come back with their environment, folder and timeout.</source>
        <translation>要按此窗口的设置重新启动本地沙箱吗？其中每个会话的 shell、命令、后台进程和终端都会结束；会话会以原有的环境变量、工作目录和超时设置恢复。</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Stop the local sandbox of the workspace %1? Every session&apos;s shell, command, background process and terminal in it ends.</source>
        <translation>要停止工作区 %1 的本地沙箱吗？其中每个会话的 shell、命令、后台进程和终端都会结束。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This window is not connected to it, so what runs there is not listed.</source>
        <translation>此窗口未连接到它，因此无法列出其中正在运行的内容。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The local sandbox of the workspace %1 still runs, with its sessions; this window uses %2. Changing the workspace starts a sandbox of its own.</source>
        <translation>工作区 %1 的本地沙箱及其会话仍在运行；此窗口使用的是 %2。更换工作区会启动一个单独的沙箱。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>S&amp;top the Other Sandbox…</source>
        <translation>停止另一个沙箱(&amp;T)…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Nothing is running in it right now.</source>
        <translation>其中目前没有正在运行的内容。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Running now:
%1</source>
        <translation>正在运行：
%1</translation>
    </message>
    <message>
        <location line="-81"/>
        <location line="+55"/>
        <source>&amp;Stop</source>
        <translation>停止(&amp;S)</translation>
    </message>
    <message>
        <location line="-53"/>
        <location line="+57"/>
        <source>The local sandbox could not be stopped: %1</source>
        <translation>无法停止本地沙箱：%1</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>The local sandbox does not answer: %1</source>
        <translation>本地沙箱没有响应：%1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Restored after a restart: the session&apos;s environment, folder and timeout are back; its shell&apos;s history, functions and running commands are not.</source>
        <translation>重启后已恢复：会话的环境变量、工作目录和超时设置已恢复；其 shell 的历史、函数和正在运行的命令无法恢复。</translation>
    </message>
</context>
<context>
    <name>sandman::LogModel</name>
    <message>
        <location filename="../ui/log/LogModel.cpp" line="+72"/>
        <source>
[output cut: %1 bytes in all, the first %2 kept]</source>
        <translation>
[输出已截断：共%1字节，保留前%2字节]</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>stopped by its %1 timeout after %2 (exit code %3)</source>
        <translation>达到%1的超时限制，在%2后停止（退出码 %3）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>timed out after %1 (exit code %2)</source>
        <translation>%1后超时（退出码 %2）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>exit code %1 in %2</source>
        <translation>退出码 %1，耗时%2</translation>
    </message>
    <message>
        <location line="+117"/>
        <source>command</source>
        <translation>命令</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>stdout</source>
        <translation>stdout</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>stderr</source>
        <translation>stderr</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>result</source>
        <translation>结果</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>info</source>
        <translation>信息</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>error</source>
        <translation>错误</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>%1…</source>
        <translation>%1…</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Session</source>
        <translation>会话</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Duration</source>
        <translation>耗时</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Text</source>
        <translation>内容</translation>
    </message>
</context>
<context>
    <name>sandman::LogPane</name>
    <message>
        <location filename="../ui/log/LogPane.cpp" line="+41"/>
        <source>Filter log</source>
        <translation>筛选日志</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the selected entries</source>
        <translation>复制所选条目</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save…</source>
        <translation>保存…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the visible entries to a file</source>
        <translation>将显示的条目保存到文件</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Clear</source>
        <translation>清除</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Select an entry to see it whole</source>
        <translation>选择一条记录以查看完整内容</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>running since %1</source>
        <translation>自 %1 起运行中</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Errors (stderr)</source>
        <translation>错误输出（stderr）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Output (stdout)</source>
        <translation>输出（stdout）</translation>
    </message>
    <message>
        <location line="+69"/>
        <location line="+6"/>
        <source>Save Log</source>
        <translation>保存日志</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Log files (*.log *.txt);;All files (*)</source>
        <translation>日志文件(*.log *.txt);;所有文件(*)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Could not save the log: %1</source>
        <translation>无法保存日志：%1</translation>
    </message>
</context>
<context>
    <name>sandman::MainWindow</name>
    <message>
        <location filename="../ui/main/MainWindow.cpp" line="+65"/>
        <source>Sandman</source>
        <translation>Sandman</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Could not end the terminal: %1</source>
        <translation>无法结束该终端：%1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&amp;New Session…</source>
        <translation>新建会话(&amp;N)…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>New &amp;Terminal</source>
        <translation>新建终端(&amp;T)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Delete Session</source>
        <translation>删除会话(&amp;D)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Copy Session ID</source>
        <translation>复制会话 ID(&amp;C)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Refresh</source>
        <translation>刷新(&amp;R)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Connect to Remote Sandbox…</source>
        <translation>连接到远程沙箱(&amp;C)…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Disconnect Remote Sandbox</source>
        <translation>断开远程沙箱(&amp;D)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Give the selected remote sandbox another access token</source>
        <translation>为所选远程沙箱提供另一个访问令牌</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Reconnect Now</source>
        <translation>立即重新连接(&amp;R)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;About Sandman</source>
        <translation>关于 Sandman(&amp;A)</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Sessions</source>
        <translation>会话</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Working directory changed to %1.</source>
        <translation>工作目录已更改为 %1。</translation>
    </message>
    <message numerus="yes">
        <location line="+18"/>
        <source>Applied %n environment change(s).</source>
        <translation>
            <numerusform>已应用%n项环境变量更改。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+2"/>
        <source>Could not apply: %1</source>
        <translation>无法应用：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Environment</source>
        <translation>环境变量</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Processes</source>
        <translation>进程</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Log</source>
        <translation>日志</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Activity</source>
        <translation>活动</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Session</source>
        <translation>会话(&amp;S)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>System Default</source>
        <translation>系统默认</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The language changes when Sandman is started again.</source>
        <translation>重新启动 Sandman 后将切换语言。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location line="+151"/>
        <source>Loading the environment of “%1”…</source>
        <translation>正在加载“%1”的环境变量…</translation>
    </message>
    <message>
        <location line="+17"/>
        <location line="+3"/>
        <source>Could not read the environment: %1</source>
        <translation>无法读取环境变量：%1</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Session created; working directory: %1.</source>
        <translation>会话已创建，工作目录：%1。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Could not create the session: %1</source>
        <translation>无法创建会话：%1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Delete Session</source>
        <translation>删除会话</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete session “%1”? Its shell and every command and process it runs are ended.</source>
        <translation>要删除会话“%1”吗？其 shell 以及在其中运行的所有命令和进程都将被终止。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Session deleted.</source>
        <translation>会话已删除。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Could not delete the session: %1</source>
        <translation>无法删除会话：%1</translation>
    </message>
    <message>
        <location line="+26"/>
        <location line="+35"/>
        <source>The token was not saved in the keyring: %1</source>
        <translation>令牌未能保存到密钥环：%1</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Change Token</source>
        <translation>更换令牌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Access token for %1:</source>
        <translation>%1 的访问令牌：</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Disconnected from %1.</source>
        <translation>已断开与 %1 的连接。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>[Disconnected from %1]</source>
        <translation>[已断开与 %1 的连接]</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>No stored token for %1: %2</source>
        <translation>%1 没有已保存的令牌：%2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+7"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location line="-545"/>
        <source>Command timeout set to %1.</source>
        <translation>命令超时已设为%1。</translation>
    </message>
    <message>
        <location line="-80"/>
        <source>Change To&amp;ken…</source>
        <translation>更换令牌(&amp;K)…</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>Could not change the timeout: %1</source>
        <translation>无法更改超时：%1</translation>
    </message>
    <message>
        <location line="-157"/>
        <source>Terminal of session “%1”: %2</source>
        <translation>会话“%1”的终端：%2</translation>
    </message>
</context>
<context>
    <name>sandman::NewSandboxDialog</name>
    <message>
        <location filename="../ui/cluster/NewSandboxDialog.cpp" line="+50"/>
        <source>Shut down at</source>
        <translation>定时关闭于</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>New Sandbox on %1</source>
        <translation>在 %1 上新建沙箱</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sandman&apos;s agent pod (built in)</source>
        <translation>Sandman 的代理程序 Pod（内置）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>e.g. 500m or 2</source>
        <translation>例如 500m 或 2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>e.g. 512Mi or 2Gi</source>
        <translation>例如 512Mi 或 2Gi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NAME=value, one per line</source>
        <translation>NAME=value，每行一个</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Template:</source>
        <translation>模板(&amp;T)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Image:</source>
        <translation>镜像(&amp;I)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;CPU:</source>
        <translation>CPU(&amp;C)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Memory:</source>
        <translation>内存(&amp;M)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Environment:</source>
        <translation>环境变量(&amp;E)：</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>SandboxTemplate %1</source>
        <translation>SandboxTemplate %1</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Environment line %1 is not NAME=value with a name of letters, digits and &apos;_&apos;.</source>
        <translation>环境变量第%1行不是 NAME=value 格式，或名称不只由字母、数字和 &apos;_&apos; 组成。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The name must be a lowercase DNS label (letters, digits and &apos;-&apos;, at most 63).</source>
        <translation>名称必须是小写的 DNS 标签（字母、数字和 &apos;-&apos;，最多63个字符）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Give the container image that runs sandman-agent.</source>
        <translation>请指定运行 sandman-agent 的容器镜像。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CPU is a number of cores (2, 0.5) or millicores (500m).</source>
        <translation>CPU 为核数（2、0.5）或毫核数（500m）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory is an amount such as 512Mi or 2Gi.</source>
        <translation>内存为 512Mi 或 2Gi 这样的容量。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The shutdown time is in the past.</source>
        <translation>关闭时间已过去。</translation>
    </message>
</context>
<context>
    <name>sandman::NewSessionDialog</name>
    <message>
        <location filename="../ui/sessions/NewSessionDialog.cpp" line="+29"/>
        <source>Working Directory Missing</source>
        <translation>工作目录不存在</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The folder “%1” does not exist in the sandbox.</source>
        <translation>沙箱中不存在工作目录“%1”。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Create it and start the session there?</source>
        <translation>要创建它并在其中启动会话吗？</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Create Folder</source>
        <translation>创建工作目录</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Browse…</source>
        <translation>浏览(&amp;B)…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>New Session in %1</source>
        <translation>在 %1 中新建会话</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Generated when empty</source>
        <translation>留空则自动生成</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The sandbox workspace</source>
        <translation>沙箱工作区</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Create</source>
        <translation>创建</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Session &amp;ID:</source>
        <translation>会话 ID(&amp;I)：</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Choose the working directory from the sandbox&apos;s folders</source>
        <translation>从沙箱的文件夹中选择工作目录</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Working &amp;directory:</source>
        <translation>工作目录(&amp;D)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Command &amp;timeout:</source>
        <translation>命令超时(&amp;T)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Environment variables</source>
        <translation>环境变量(&amp;E)</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>A session ID has at most 128 characters.</source>
        <translation>会话 ID 最多包含128个字符。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A session ID may contain only letters, digits, dots, underscores and hyphens.</source>
        <translation>会话 ID 只能包含字母、数字、点、下划线和连字符。</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>Could not check “%1”: %2</source>
        <translation>无法检查“%1”：%2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The working directory “%1” does not exist in the sandbox.</source>
        <translation>沙箱中不存在工作目录“%1”。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Could not create “%1”: %2</source>
        <translation>无法创建“%1”：%2</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Fix the variable names marked in red.</source>
        <translation>请修正标为红色的变量名。</translation>
    </message>
</context>
<context>
    <name>sandman::ProcessLogsDialog</name>
    <message>
        <location filename="../ui/processes/ProcessLogsDialog.cpp" line="+44"/>
        <source>Logs of %1</source>
        <translation>%1 的日志</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Output</source>
        <translation>输出</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Errors</source>
        <translation>错误输出</translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>[%n earlier byte(s) dropped]
</source>
        <translation>
            <numerusform>[已丢弃之前的%n字节]
</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sandman::ProcessPane</name>
    <message>
        <location filename="../ui/processes/ProcessPane.cpp" line="+52"/>
        <source>Start…</source>
        <translation>启动…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a background process in the selected session</source>
        <translation>在所选会话中启动后台进程</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kill</source>
        <translation>终止</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End the selected process and everything it started</source>
        <translation>终止所选进程及其启动的所有子进程</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kill All</source>
        <translation>全部终止</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show Logs</source>
        <translation>显示日志</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clear Finished</source>
        <translation>清除已结束的</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove finished processes from the list</source>
        <translation>从列表中移除已结束的进程</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Background</source>
        <translation>后台</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Background processes started through the sandbox&apos;s API</source>
        <translation>通过沙箱 API 启动的后台进程</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All Processes</source>
        <translation>所有进程</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every process of the sandbox, as a tree, whoever started it</source>
        <translation>以树状显示沙箱的所有进程，无论由谁启动</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>Could not list processes: %1</source>
        <translation>无法列出进程：%1</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>[%1] %2 bytes of error output were skipped: the window could not keep up with the process.</source>
        <translation>[%1] 跳过了%2字节的错误输出：窗口跟不上该进程的输出速度。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>[%1] %2 bytes of output were skipped: the window could not keep up with the process.</source>
        <translation>[%1] 跳过了%2字节的输出：窗口跟不上该进程的输出速度。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Process %1 was ended as you asked (exit code %2).</source>
        <translation>进程 %1 已按您的要求结束（退出码 %2）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Process %1 completed (exit code %2).</source>
        <translation>进程 %1 已完成（退出码 %2）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Process %1 was killed (exit code %2).</source>
        <translation>进程 %1 已被终止（退出码 %2）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Process %1 failed (exit code %2).</source>
        <translation>进程 %1 失败（退出码 %2）。</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Started process %1 (PID %2): %3</source>
        <translation>已启动进程 %1（PID %2）：%3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Could not start the process: %1</source>
        <translation>无法启动进程：%1</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Ended process %1 as you asked.</source>
        <translation>已按您的要求结束进程 %1。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Could not kill process %1: %2</source>
        <translation>无法终止进程 %1：%2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Kill All Processes</source>
        <translation>终止所有进程</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>End all %n running process(es) of this sandbox?</source>
        <translation>
            <numerusform>要终止此沙箱中正在运行的全部%n个进程吗？</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>Killed %n process(es).</source>
        <translation>
            <numerusform>已终止%n个进程。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Could not kill the processes: %1</source>
        <translation>无法终止进程：%1</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Could not read the logs of %1: %2</source>
        <translation>无法读取 %1 的日志：%2</translation>
    </message>
    <message numerus="yes">
        <location line="+39"/>
        <source>%n running</source>
        <translation>
            <numerusform>运行中：%n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sandman::ProcessTableModel</name>
    <message>
        <location filename="../ui/processes/ProcessTableModel.cpp" line="+83"/>
        <source>starting</source>
        <translation>正在启动</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>completed</source>
        <translation>已完成</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>killed</source>
        <translation>已终止</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>error</source>
        <translation>错误</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>%1 (timed out)</source>
        <translation>%1（超时）</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>The oldest %n byte(s) of output were dropped to stay within the log limit.</source>
        <translation>
            <numerusform>为不超出日志大小上限，已丢弃最早的%n字节输出。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+30"/>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PID</source>
        <translation>PID</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Command</source>
        <translation>命令</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Session</source>
        <translation>会话</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Started</source>
        <translation>启动时间</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Exit Code</source>
        <translation>退出码</translation>
    </message>
</context>
<context>
    <name>sandman::ProcessTreeModel</name>
    <message>
        <location filename="../ui/processes/ProcessTreeModel.cpp" line="+162"/>
        <source>running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>sleeping</source>
        <translation>睡眠</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>waiting (disk)</source>
        <translation>等待（磁盘）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>zombie</source>
        <translation>僵尸</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>stopped (traced)</source>
        <translation>已停止（被跟踪）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>dead</source>
        <translation>已死亡</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>idle</source>
        <translation>空闲</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The sandbox&apos;s agent. It cannot be signalled.</source>
        <translation>沙箱的代理程序，无法向其发送信号。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Runs in the shell of session “%1”.</source>
        <translation>在会话“%1”的 shell 中运行。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Background process “%1” of session “%2”.</source>
        <translation>会话“%2”的后台进程“%1”。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Terminal “%1” of session “%2”.</source>
        <translation>会话“%2”的终端“%1”。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Code context “%1”.</source>
        <translation>代码上下文“%1”。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Part of the sandbox itself. It cannot be signalled.</source>
        <translation>沙箱自身的一部分，无法向其发送信号。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Started %1</source>
        <translation>启动于 %1</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Command</source>
        <translation>命令</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PID</source>
        <translation>PID</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Parent</source>
        <translation>父进程</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>User</source>
        <translation>用户</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Elapsed</source>
        <translation>运行时长</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Session</source>
        <translation>会话</translation>
    </message>
</context>
<context>
    <name>sandman::ProfileDialog</name>
    <message>
        <location filename="../ui/terminal/ProfileDialog.cpp" line="+57"/>
        <source>Terminal Profile</source>
        <translation>终端配置</translation>
    </message>
    <message>
        <location line="+16"/>
        <source> pt</source>
        <translation> pt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Import…</source>
        <translation>导入(&amp;I)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add a Konsole colour scheme (.colorscheme file)</source>
        <translation>添加 Konsole 配色方案（.colorscheme 文件）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source> lines</source>
        <translation> 行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Block</source>
        <translation>方块</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Underline</source>
        <translation>下划线</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bar</source>
        <translation>竖线</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Visual (flash the terminal)</source>
        <translation>视觉提示（闪烁终端）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All sessions (default)</source>
        <translation>所有会话（默认）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This session only</source>
        <translation>仅此会话</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;Font:</source>
        <translation>字体(&amp;F)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Colour &amp;scheme:</source>
        <translation>配色方案(&amp;S)：</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Scroll&amp;back:</source>
        <translation>回滚缓冲区(&amp;B)：</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>&amp;Cursor:</source>
        <translation>光标(&amp;C)：</translation>
    </message>
    <message>
        <location line="-57"/>
        <source>Blin&amp;king cursor</source>
        <translation>光标闪烁(&amp;K)</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>B&amp;ell:</source>
        <translation>响铃(&amp;E)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Apply to:</source>
        <translation>应用于(&amp;A)：</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Import Konsole Colour Scheme</source>
        <translation>导入 Konsole 配色方案</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Konsole colour schemes (*.colorscheme);;All files (*)</source>
        <translation>Konsole 配色方案(*.colorscheme);;所有文件(*)</translation>
    </message>
</context>
<context>
    <name>sandman::PtySocketClient</name>
    <message>
        <location filename="../core/client/PtySocketClient.cpp" line="+249"/>
        <source>cannot open the terminal: %1</source>
        <translation>无法打开终端：%1</translation>
    </message>
    <message>
        <location line="-175"/>
        <source>cannot open the terminal: the agent did not answer in time</source>
        <translation>无法打开终端：代理程序未及时响应</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the agent did not answer in time</source>
        <translation>代理程序未及时响应</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+166"/>
        <location line="+6"/>
        <source>the terminal connection was lost: %1</source>
        <translation>终端连接已断开：%1</translation>
    </message>
    <message>
        <location line="-38"/>
        <source>the terminal ended while its connection was lost</source>
        <translation>终端在连接断开期间已结束</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>the agent stopped answering</source>
        <translation>代理程序已停止响应</translation>
    </message>
</context>
<context>
    <name>sandman::SandboxCgroup</name>
    <message>
        <location filename="../core/isolation/SandboxCgroup.cpp" line="+112"/>
        <source>no cgroup v2 with the memory and pids controllers, nor cgroup v1 memory and pids hierarchies</source>
        <translation>没有带 memory 和 pids 控制器的 cgroup v2，也没有 cgroup v1 的 memory 和 pids 层级</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>cannot make a cgroup in %1: %2</source>
        <translation>无法在 %1 中创建 cgroup：%2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the cgroup v2 %1 is not delegated to this user</source>
        <translation>cgroup v2 %1 未委派给此用户</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>cannot enable the memory and pids controllers in %1: %2</source>
        <translation>无法在 %1 中启用 memory 和 pids 控制器：%2</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>cannot open %1: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>cannot move a process into %1: %2</source>
        <translation>无法将进程移入 %1：%2</translation>
    </message>
</context>
<context>
    <name>sandman::SandboxConnection</name>
    <message>
        <location filename="../ui/sessions/SandboxConnection.cpp" line="+33"/>
        <source>The agent refused the token.</source>
        <translation>代理程序拒绝了该令牌。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: the agent refused the token. Give the right one with “Change Token…” in the sandbox&apos;s menu.</source>
        <translation>%1：代理程序拒绝了该令牌。请通过沙箱菜单中的“更换令牌…”提供正确的令牌。</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Local sandbox</source>
        <translation>本地沙箱</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>Could not list the sessions of %1: %2</source>
        <translation>无法列出 %1 的会话：%2</translation>
    </message>
</context>
<context>
    <name>sandman::SandboxDirectoryDialog</name>
    <message>
        <location filename="../ui/sessions/SandboxDirectoryDialog.cpp" line="+43"/>
        <source>Show &amp;hidden folders</source>
        <translation>显示隐藏文件夹(&amp;H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New Folder…</source>
        <translation>新建文件夹(&amp;N)…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Choose a Folder in the Sandbox</source>
        <translation>选择沙箱中的文件夹</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Choose</source>
        <translation>选择(&amp;C)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Folder:</source>
        <translation>文件夹(&amp;F)：</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>/ (sandbox root)</source>
        <translation>/（沙箱根目录）</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Loading…</source>
        <translation>正在加载…</translation>
    </message>
    <message>
        <location line="+132"/>
        <source>New Folder</source>
        <translation>新建文件夹</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Name of the new folder in “%1”:</source>
        <translation>在“%1”中新建的文件夹名称：</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>A folder name must not be empty, “.” or “..”, or contain “/”.</source>
        <translation>文件夹名称不能为空，不能是“.”或“..”，也不能包含“/”。</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Could not create “%1”: %2</source>
        <translation>无法创建“%1”：%2</translation>
    </message>
</context>
<context>
    <name>sandman::SandboxLauncher</name>
    <message>
        <location filename="../core/isolation/SandboxLauncher.cpp" line="+96"/>
        <source>cannot start bwrap: %1</source>
        <translation>无法启动 bwrap：%1</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>the confined agent did not start</source>
        <translation>受限的代理程序未能启动</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>warning: %1</source>
        <translation>警告：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>forwarding 127.0.0.1:%1 → sandbox port %2</source>
        <translation>正在转发 127.0.0.1:%1 → 沙箱端口 %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>network: user-mode network failed (%1); giving up (--network-fallback fail)</source>
        <translation>网络：用户态网络失败（%1），放弃（--network-fallback fail）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>network: none — the user-mode network failed (%1)</source>
        <translation>网络：无 — 用户态网络失败（%1）</translation>
    </message>
</context>
<context>
    <name>sandman::SandboxLimits</name>
    <message>
        <location filename="../core/isolation/SandboxLimits.cpp" line="+74"/>
        <source>--tmpfs-size: expected SIZE or /path=SIZE (e.g. 2G or /home=256M), not &quot;%1&quot;</source>
        <translation>--tmpfs-size：应为 SIZE 或 /path=SIZE（例如 2G 或 /home=256M），而不是“%1”</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>processes ≤ %1</source>
        <translation>进程数 ≤ %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>processes unlimited</source>
        <translation>进程数不限</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>memory ≤ %1 per process (rlimit)</source>
        <translation>每个进程内存 ≤ %1（rlimit）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>memory per process unlimited</source>
        <translation>每个进程内存不限</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (rlimit), %2; nothing caps the sandbox&apos;s total memory (no usable cgroup: %3)</source>
        <translation>%1（rlimit），%2；沙箱的总内存没有上限（没有可用的 cgroup：%3）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>memory ≤ %1</source>
        <translation>内存 ≤ %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 and %2 for the whole sandbox (%3), %4</source>
        <translation>整个沙箱：%1，%2（%3）；%4</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>memory unlimited</source>
        <translation>内存不限</translation>
    </message>
</context>
<context>
    <name>sandman::SandboxRestartBar</name>
    <message>
        <location filename="../ui/main/SandboxRestartBar.cpp" line="+15"/>
        <location line="+42"/>
        <source>&amp;Restart Local Sandbox…</source>
        <translation>重新启动本地沙箱(&amp;R)…</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>Keep the local sandbox running as it is</source>
        <translation>让本地沙箱保持当前状态继续运行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dismiss</source>
        <translation>忽略</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The local sandbox runs with %1; restart it to use %2.</source>
        <translation>本地沙箱当前的设置是：%1；重新启动后将改为：%2。</translation>
    </message>
</context>
<context>
    <name>sandman::SandboxUser</name>
    <message>
        <location filename="../core/isolation/SandboxUser.cpp" line="+63"/>
        <source>cannot give %1 to the sandbox&apos;s user (nobody): %2</source>
        <translation>无法将 %1 交给沙箱的用户（nobody）：%2</translation>
    </message>
</context>
<context>
    <name>sandman::SessionSettingsWidget</name>
    <message>
        <location filename="../ui/sessions/SessionSettingsWidget.cpp" line="+23"/>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go</source>
        <comment>change the working directory</comment>
        <translation>切换</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Set</source>
        <comment>apply the command timeout</comment>
        <translation>应用</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The session&apos;s working directory: Return changes to the folder typed here</source>
        <translation>会话的工作目录：按回车键将此处输入的路径设为工作目录</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the working directory from the sandbox&apos;s folders</source>
        <translation>从沙箱的文件夹中选择工作目录</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Change the session&apos;s working directory (cd in its shell)</source>
        <translation>更改会话的工作目录（在其 shell 中执行 cd）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Use this timeout for the session&apos;s next commands</source>
        <translation>对该会话之后运行的命令使用此超时</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Working directory:</source>
        <translation>工作目录：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Command timeout:</source>
        <translation>命令超时：</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&lt;b&gt;%1&lt;/b&gt; in %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;（%2）</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>No session selected.</source>
        <translation>未选择会话。</translation>
    </message>
</context>
<context>
    <name>sandman::SessionTerminals</name>
    <message>
        <location filename="../ui/sessions/SessionTerminals.cpp" line="+39"/>
        <source>an unknown client</source>
        <translation>未知客户端</translation>
    </message>
</context>
<context>
    <name>sandman::SessionTreeModel</name>
    <message>
        <location filename="../ui/sessions/SessionTreeModel.cpp" line="+219"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n h</source>
        <translation>
            <numerusform>%n小时</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n min</source>
        <translation>
            <numerusform>%n分钟</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n s</source>
        <translation>
            <numerusform>%n秒</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n ms</source>
        <translation>
            <numerusform>%n毫秒</numerusform>
        </translation>
    </message>
    <message>
        <location line="+63"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>token refused</source>
        <translation>令牌被拒绝</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>connecting</source>
        <translation>正在连接</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>disconnected</source>
        <translation>已断开</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n session(s)</source>
        <translation>
            <numerusform>%n个会话</numerusform>
        </translation>
    </message>
    <message>
        <location line="+40"/>
        <source>idle</source>
        <translation>空闲</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>idle, restored</source>
        <translation>空闲（已恢复）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>terminated</source>
        <translation>已终止</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Session %1
Directory: %2
Command timeout: %3</source>
        <translation>会话 %1
工作目录：%2
命令超时：%3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Restored after a restart of the sandbox: its environment, directory and timeout are back; its shell&apos;s history, functions and running commands are not.</source>
        <translation>沙箱重启后已恢复：其环境变量、工作目录和超时设置已恢复；其 shell 的历史、函数和正在运行的命令无法恢复。</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Terminal %1</source>
        <translation>终端 %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 · %2</source>
        <comment>terminal row: who opened it · its title</comment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>in this window</source>
        <translation>在本窗口中</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>detached</source>
        <translation>已分离</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n viewer(s)</source>
        <translation>
            <numerusform>%n个查看者</numerusform>
        </translation>
    </message>
    <message>
        <location line="+0"/>
        <source>watched</source>
        <translation>查看中</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1 (%2)</source>
        <comment>terminal row: its name (its state)</comment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Terminal %1 of session %2
Opened by %3
Shell pid %4</source>
        <translation>会话 %2 的终端 %1
打开者：%3
Shell PID：%4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>this Sandman (%1)</source>
        <translation>此 Sandman（%1）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nobody views it: its shell runs on, detached.</source>
        <translation>无人查看：其 shell 在分离状态下继续运行。</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n viewer(s), %1</source>
        <translation>
            <numerusform>%n个查看者，%1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>someone holds its input</source>
        <translation>有人持有输入权</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>nobody holds its input</source>
        <translation>无人持有输入权</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Double-click to show its tab.</source>
        <translation>双击以显示其标签页。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double-click to open it again in a tab.</source>
        <translation>双击以在标签页中重新打开。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double-click to watch it (read-only).</source>
        <translation>双击以查看（只读）。</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Session</source>
        <translation>会话</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Directory</source>
        <translation>工作目录</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Timeout</source>
        <translation>超时</translation>
    </message>
</context>
<context>
    <name>sandman::StartProcessDialog</name>
    <message>
        <location filename="../ui/processes/StartProcessDialog.cpp" line="+14"/>
        <source>Command to run in session “%1”:</source>
        <translation>要在会话“%1”中运行的命令：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Start Process</source>
        <translation>启动进程</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>e.g. python3 -m http.server 8000</source>
        <translation>例如 python3 -m http.server 8000</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Start</source>
        <translation>启动(&amp;S)</translation>
    </message>
</context>
<context>
    <name>sandman::SystemProcessRoutes</name>
    <message>
        <location filename="../core/server/routes/SystemProcessRoutes.cpp" line="+50"/>
        <source>the sandbox is shutting down</source>
        <translation>沙箱正在关闭</translation>
    </message>
</context>
<context>
    <name>sandman::SystemProcessTable</name>
    <message>
        <location filename="../core/engine/process/SystemProcessTable.cpp" line="+342"/>
        <source>signal %1 is not one that may be sent</source>
        <translation>信号 %1 不允许发送</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>process %1 is the sandbox&apos;s agent</source>
        <translation>进程 %1 是沙箱的代理程序</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>process 1 is the sandbox&apos;s init</source>
        <translation>进程 1 是沙箱的 init</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>process 1 is not a process of this sandbox</source>
        <translation>进程 1 不属于此沙箱</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+4"/>
        <location line="+17"/>
        <source>there is no process %1</source>
        <translation>没有进程 %1</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>process %1 is not a process of this sandbox</source>
        <translation>进程 %1 不属于此沙箱</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+14"/>
        <source>process %1 has already exited</source>
        <translation>进程 %1 已退出</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>process %1 runs the sandbox itself and cannot be signalled</source>
        <translation>进程 %1 运行着沙箱本身，无法向其发送信号</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>could not signal process %1: %2</source>
        <translation>无法向进程 %1 发送信号：%2</translation>
    </message>
</context>
<context>
    <name>sandman::SystemdUserUnit</name>
    <message>
        <location filename="../core/local/SystemdUserUnit.cpp" line="+105"/>
        <location line="+65"/>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <location line="-51"/>
        <source>systemctl --user %1 %2 did not finish within %3 ms</source>
        <translation>systemctl --user %1 %2 未在%3毫秒内完成</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>systemctl --user %1 %2 failed (exit code %3)</source>
        <translation>systemctl --user %1 %2 失败（退出码 %3）</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>cannot install the systemd user unit %1</source>
        <translation>无法安装 systemd 用户单元 %1</translation>
    </message>
</context>
<context>
    <name>sandman::TerminalActions</name>
    <message>
        <location filename="../ui/main/TerminalActions.cpp" line="+23"/>
        <source>&amp;Copy</source>
        <translation>复制(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Paste</source>
        <translation>粘贴(&amp;P)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Paste &amp;Selection</source>
        <translation>粘贴选区(&amp;S)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Select &amp;All</source>
        <translation>全选(&amp;A)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Zoom &amp;In</source>
        <translation>放大(&amp;I)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom &amp;Out</source>
        <translation>缩小(&amp;O)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Reset Zoom</source>
        <translation>重置缩放(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C&amp;lear Scrollback</source>
        <translation>清除回滚缓冲区(&amp;L)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re&amp;name Terminal…</source>
        <translation>重命名终端(&amp;N)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Give the terminal a name of your own (or double-click its tab)</source>
        <translation>为终端起一个自己的名字（或双击其标签页）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Profile…</source>
        <translation>配置(&amp;P)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Font, colours, scrollback, cursor and bell of the terminals</source>
        <translation>终端的字体、颜色、回滚缓冲区、光标和响铃</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Terminal</source>
        <translation>终端(&amp;T)</translation>
    </message>
</context>
<context>
    <name>sandman::TerminalFindBar</name>
    <message>
        <location filename="../ui/main/TerminalFindBar.cpp" line="+18"/>
        <source>Match case</source>
        <translation>区分大小写</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Find in terminal</source>
        <translation>在终端中查找</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Previous</source>
        <translation>上一个</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Find the previous match (Shift+Enter)</source>
        <translation>查找上一个匹配项（Shift+Enter）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next</source>
        <translation>下一个</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Find the next match (Enter)</source>
        <translation>查找下一个匹配项（Enter）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Close (Escape)</source>
        <translation>关闭（Esc）</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>Not found</source>
        <translation>未找到</translation>
    </message>
</context>
<context>
    <name>sandman::TerminalLauncher</name>
    <message>
        <location filename="../ui/main/TerminalLauncher.cpp" line="+30"/>
        <source>There is no local sandbox to open the terminal in.</source>
        <translation>没有可用于打开终端的本地沙箱。</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Could not create a session: %1</source>
        <translation>无法创建会话：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Could not create a session.</source>
        <translation>无法创建会话。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Could not open a terminal in session “%1”.</source>
        <translation>无法在会话“%1”中打开终端。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Could not run “%1” in session “%2”: %3</source>
        <translation>无法在会话“%2”中运行“%1”：%3</translation>
    </message>
</context>
<context>
    <name>sandman::TerminalMirrorBanner</name>
    <message>
        <location filename="../ui/main/TerminalMirrorBanner.cpp" line="+14"/>
        <source>Take Over Input</source>
        <translation>接管输入</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Type into this terminal from this window too; its owner can still type.</source>
        <translation>也从此窗口向该终端输入；其所有者仍可输入。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Watching %1’s terminal — input is off</source>
        <translation>正在查看 %1 的终端 — 输入已关闭</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 × %2, as its owner sees it</source>
        <translation>%1 × %2，与其所有者看到的一致</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The mirror keeps the owner&apos;s columns and lines, so every line stays where the owner sees it; scroll to the rest of a larger terminal (Shift+wheel: sideways).</source>
        <translation>镜像保持所有者的列数和行数，每一行都留在所有者看到的位置；终端更大时可滚动查看其余部分（Shift+滚轮：横向滚动）。</translation>
    </message>
</context>
<context>
    <name>sandman::TerminalSplitMenu</name>
    <message>
        <location filename="../ui/main/TerminalSplitMenu.cpp" line="+17"/>
        <source>Split Left/Right in &amp;Session</source>
        <translation>在会话中左右分割(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Split Top/Botto&amp;m in Session</source>
        <translation>在会话中上下分割(&amp;M)</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>No sessions to open</source>
        <translation>没有可打开的会话</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A new shell in session %1</source>
        <translation>会话 %1 中的新 shell</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A new shell in session %1, in %2</source>
        <translation>会话 %1 中的新 shell，位于 %2</translation>
    </message>
</context>
<context>
    <name>sandman::TerminalTabs</name>
    <message>
        <location filename="../ui/main/TerminalTabs.cpp" line="+96"/>
        <source>&lt;p style=&apos;font-size:large&apos;&gt;No terminal open&lt;/p&gt;&lt;p&gt;Double-click a session, or select it and press Ctrl+Shift+T,&lt;br&gt;to open a terminal in its working directory with its environment.&lt;/p&gt;</source>
        <translation>&lt;p style=&apos;font-size:large&apos;&gt;没有打开的终端&lt;/p&gt;&lt;p&gt;双击会话，或选中会话后按 Ctrl+Shift+T，&lt;br&gt;即可在该会话的工作目录中以其环境变量打开终端。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Find in Terminal…</source>
        <translation>在终端中查找…</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+926"/>
        <source>Close Terminal</source>
        <translation>关闭终端</translation>
    </message>
    <message>
        <location line="-921"/>
        <source>Next Terminal</source>
        <translation>下一个终端</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Previous Terminal</source>
        <translation>上一个终端</translation>
    </message>
    <message>
        <location line="+159"/>
        <location line="+19"/>
        <location line="+87"/>
        <location line="+24"/>
        <source>Terminals are not available for this sandbox.</source>
        <translation>此沙箱不支持终端。</translation>
    </message>
    <message>
        <location line="-176"/>
        <location line="+53"/>
        <location line="+29"/>
        <location line="+77"/>
        <source>Could not open a terminal in session “%1”.</source>
        <translation>无法在会话“%1”中打开终端。</translation>
    </message>
    <message>
        <location line="-253"/>
        <source>Split &amp;Left/Right</source>
        <translation>左右分割(&amp;L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Split &amp;Top/Bottom</source>
        <translation>上下分割(&amp;T)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Focus Left Pane</source>
        <translation>聚焦左侧窗格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Focus Right Pane</source>
        <translation>聚焦右侧窗格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Focus Pane Above</source>
        <translation>聚焦上方窗格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Focus Pane Below</source>
        <translation>聚焦下方窗格</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Expand Pane</source>
        <translation>扩大窗格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shrink Pane</source>
        <translation>缩小窗格</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>The terminal cannot be split while its sandbox is not connected.</source>
        <translation>沙箱未连接时无法分割终端。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The sandbox has no session “%1”.</source>
        <translation>沙箱中没有会话“%1”。</translation>
    </message>
    <message>
        <location line="+201"/>
        <source>Could not watch the terminal in session “%1”.</source>
        <translation>无法查看会话“%1”中的终端。</translation>
    </message>
    <message>
        <location line="+435"/>
        <source>%1 @ %2</source>
        <translation>%1 @ %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+4"/>
        <source>%1 · %2</source>
        <comment>tab title: shell title · session</comment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Panes in sessions %1</source>
        <translation>窗格所在会话：%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Runs: %1</source>
        <translation>运行：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (watching)</source>
        <translation>%1（查看中）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Watching %1’s terminal — input is off</source>
        <translation>正在查看 %1 的终端 — 输入已关闭</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (ended)</source>
        <translation>%1（已结束）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (disconnected)</source>
        <translation>%1（已断开）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (reconnecting…)</source>
        <translation>%1（正在重新连接…）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Connection lost (%1), reconnecting…</source>
        <translation>连接已断开（%1），正在重新连接…</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>Rename Terminal</source>
        <translation>重命名终端</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Name of this terminal (empty: the shell&apos;s title):</source>
        <translation>此终端的名称（留空则使用 shell 的标题）：</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>“%1” is running in this terminal.</source>
        <translation>此终端中正在运行“%1”。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Detach keeps the shell and what runs in it; the session opens it again with its output. End stops it.</source>
        <translation>“分离”会保留 shell 及其中运行的内容，会话可以连同其输出再次打开它；“结束”则停止它。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Detach</source>
        <translation>分离(&amp;D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;End</source>
        <translation>结束(&amp;E)</translation>
    </message>
    <message>
        <location line="-168"/>
        <source>Session %1</source>
        <translation>会话 %1</translation>
    </message>
</context>
<context>
    <name>sandman::TerminalView</name>
    <message>
        <location filename="../ui/terminal/TerminalView.cpp" line="+137"/>
        <source>[Connection lost (%1), reconnecting…]</source>
        <translation>[连接已断开（%1），正在重新连接…]</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>[Disconnected: %1]</source>
        <translation>[已断开连接：%1]</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>[The command has ended (exit %1)]</source>
        <translation>[命令已结束（退出码 %1）]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>[Process exited with code %1]</source>
        <translation>[进程已退出，退出码为 %1]</translation>
    </message>
    <message>
        <location line="+1175"/>
        <source>Paste</source>
        <translation>粘贴</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Paste %n line(s) (%1 characters) into the terminal?</source>
        <translation>
            <numerusform>要将%n行（%1个字符）粘贴到终端吗？</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Line breaks run commands as soon as they are pasted.</source>
        <translation>粘贴内容中的换行符会立即执行命令。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Paste</source>
        <translation>粘贴(&amp;P)</translation>
    </message>
</context>
<context>
    <name>sandman::TimeoutEdit</name>
    <message>
        <location filename="../ui/sessions/TimeoutEdit.cpp" line="+19"/>
        <source>No timeout</source>
        <translation>不设超时</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>milliseconds</source>
        <translation>毫秒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seconds</source>
        <translation>秒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>minutes</source>
        <translation>分钟</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hours</source>
        <translation>小时</translation>
    </message>
</context>
<context>
    <name>sandman::TokenStore</name>
    <message>
        <location filename="../ui/connect/TokenStore.cpp" line="+24"/>
        <source>No token is stored for this agent.</source>
        <translation>未为此代理程序保存令牌。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The keyring refused access.</source>
        <translation>密钥环拒绝了访问。</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+8"/>
        <source>No system keyring is available, so tokens are not remembered: enter the token again (or use a token file) after a restart.</source>
        <translation>没有可用的系统密钥环，因此不会记住令牌：重新启动后请再次输入令牌（或使用令牌文件）。</translation>
    </message>
    <message>
        <location line="+44"/>
        <location line="+18"/>
        <source>No system keyring support was built in.</source>
        <translation>构建时未包含系统密钥环支持。</translation>
    </message>
</context>
<context>
    <name>sandman::UserNetwork</name>
    <message>
        <location filename="../core/isolation/UserNetwork.cpp" line="+58"/>
        <source>slirp4netns is not installed (Debian package slirp4netns)</source>
        <translation>未安装 slirp4netns（Debian 软件包 slirp4netns）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>/dev/net/tun is not usable: %1</source>
        <translation>/dev/net/tun 不可用：%1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>cannot make a pipe: %1</source>
        <translation>无法创建管道：%1</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>cannot start slirp4netns: %1</source>
        <translation>无法启动 slirp4netns：%1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>slirp4netns failed (exit status %1)</source>
        <translation>slirp4netns 失败（退出状态 %1）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>slirp4netns did not get ready within %1 ms</source>
        <translation>slirp4netns 未在%1毫秒内就绪</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>cannot reach slirp4netns to forward port %1: %2</source>
        <translation>无法连接 slirp4netns 以转发端口 %1：%2</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>cannot forward port %1: %2</source>
        <translation>无法转发端口 %1：%2</translation>
    </message>
</context>
<context>
    <name>sandman::WebSocketTransport</name>
    <message>
        <location filename="../core/client/WebSocketTransport.cpp" line="+107"/>
        <source>connecting to %1 timed out</source>
        <translation>连接 %1 超时</translation>
    </message>
    <message>
        <location line="+22"/>
        <location line="+30"/>
        <location line="+80"/>
        <source>the connection to %1 was closed</source>
        <translation>与 %1 的连接已关闭</translation>
    </message>
    <message>
        <location line="-56"/>
        <source>TLS error: %1</source>
        <translation>TLS 错误：%1</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>the agent refused the token</source>
        <translation>代理程序拒绝了该令牌</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>a request with id %1 is already in flight</source>
        <translation>ID 为 %1 的请求正在进行中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not connected to %1</source>
        <translation>未连接到 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not connected: %1</source>
        <translation>未连接：%1</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>the agent at %1 stopped answering</source>
        <translation>%1 上的代理程序已停止响应</translation>
    </message>
</context>
</TS>
