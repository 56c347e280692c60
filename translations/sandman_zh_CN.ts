<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AgentServer</name>
    <message>
        <location filename="../core/server/AgentServer.cpp" line="+226" />
        <source>the request head did not arrive in time</source>
        <translation>请求头未及时到达</translation>
    </message>
    <message>
        <location line="+57" />
        <source>invalid access token</source>
        <translation>访问令牌无效</translation>
    </message>
    <message>
        <location line="+1" />
        <source>missing access token (Authorization: Bearer or access_token)</source>
        <translation>缺少访问令牌（Authorization: Bearer 或 access_token）</translation>
    </message>
    <message>
        <location filename="../core/server/BusyResponder.cpp" line="+38" />
        <location filename="../core/server/AgentServer.cpp" line="+5" />
        <source>too many connections</source>
        <translation>连接过多</translation>
    </message>
</context>
<context>
    <name>ChangeTracker</name>
    <message>
        <location filename="../core/engine/files/ChangeTracker.cpp" line="+131" />
        <source>since must be a version returned by checkChanges()</source>
        <translation>since 必须是 checkChanges() 返回的版本</translation>
    </message>
    <message>
        <location line="+14" />
        <source>since refers to a newer version than the current one</source>
        <translation>since 指向的版本比当前版本更新</translation>
    </message>
</context>
<context>
    <name>CheckpointJournal</name>
    <message>
        <location filename="../core/engine/checkpoint/CheckpointJournal.cpp" line="+178" />
        <source>cannot save the checkpoints in %1: %2</source>
        <translation>无法将检查点保存到 %1：%2</translation>
    </message>
    <message>
        <location line="+92" />
        <source>cannot create the folder</source>
        <translation>无法创建文件夹</translation>
    </message>
</context>
<context>
    <name>CheckpointRoutes</name>
    <message>
        <location filename="../core/server/routes/CheckpointRoutes.cpp" line="+43" />
        <source>checkpoints are off for this sandbox</source>
        <translation>此沙箱的检查点已关闭</translation>
    </message>
    <message>
        <location line="+6" />
        <source>checkpoints are not ready yet: the first read of the workspace is still running</source>
        <translation>检查点尚未就绪：工作区的首次读取仍在进行</translation>
    </message>
    <message>
        <location line="+28" />
        <source>%1 is not a path in the workspace</source>
        <translation>%1 不是工作区中的路径</translation>
    </message>
    <message>
        <location line="+17" />
        <source>pathBase64 must be base64</source>
        <translation>pathBase64 必须是 base64</translation>
    </message>
    <message>
        <location line="+8" />
        <source>path is required</source>
        <translation>必须提供 path</translation>
    </message>
    <message>
        <location line="+15" />
        <source>no checkpoint %1 (it never existed or retention removed it)</source>
        <translation>没有检查点 %1（从未存在，或已被保留策略删除）</translation>
    </message>
    <message>
        <location line="+43" />
        <source>turned off (SANDMAN_CHECKPOINTS=off)</source>
        <translation>已关闭（SANDMAN_CHECKPOINTS=off）</translation>
    </message>
    <message>
        <location line="+16" />
        <source>name must be at most 200 characters</source>
        <translation>name 最多 200 个字符</translation>
    </message>
    <message>
        <location line="+43" />
        <source>%1 must be 0 (no limit) or more</source>
        <translation>%1 必须为 0（不限）或更大</translation>
    </message>
    <message>
        <location line="+6" />
        <source>maxCount must be at most 1000000</source>
        <translation>maxCount 最大为 1000000</translation>
    </message>
    <message>
        <location line="+10" />
        <source>excludes must be an array of strings</source>
        <translation>excludes 必须是字符串数组</translation>
    </message>
    <message>
        <location line="+37" />
        <source>no change set for command %1 (unknown, run before checkpoints were ready, or removed by retention)</source>
        <translation>命令 %1 没有变更集（未知命令、在检查点就绪前运行，或已被保留策略删除）</translation>
    </message>
    <message>
        <location line="+35" />
        <source>from is required</source>
        <translation>必须提供 from</translation>
    </message>
    <message>
        <location line="+32" />
        <location line="+134" />
        <source>no change set for command %1</source>
        <translation>命令 %1 没有变更集</translation>
    </message>
    <message>
        <location line="-121" />
        <source>give commandId, or checkpointId (or from and to)</source>
        <translation>请提供 commandId，或 checkpointId（或 from 和 to）</translation>
    </message>
    <message>
        <location line="+101" />
        <source>%1 must be an array of strings</source>
        <translation>%1 必须是字符串数组</translation>
    </message>
    <message>
        <location line="+70" />
        <source>files changed since the preview: preview the restore again</source>
        <translation>预览后文件已更改：请重新预览恢复</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Restored checkpoint %1</source>
        <translation>已恢复检查点 %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Undid the changes of %1</source>
        <translation>已撤销 %1 的更改</translation>
    </message>
    <message>
        <location line="+53" />
        <source>the sandbox is shutting down</source>
        <translation>沙箱正在关闭</translation>
    </message>
</context>
<context>
    <name>CheckpointService</name>
    <message>
        <location filename="../core/engine/checkpoint/CheckpointService.cpp" line="+120" />
        <source>checkpoints are off: cannot watch the workspace: %1</source>
        <translation>检查点已关闭：无法监视工作区：%1</translation>
    </message>
</context>
<context>
    <name>CheckpointSettings</name>
    <message>
        <location filename="../core/engine/checkpoint/CheckpointSettings.cpp" line="+34" />
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <location line="+42" />
        <source>cannot save %1: %2</source>
        <translation>无法保存 %1：%2</translation>
    </message>
</context>
<context>
    <name>CheckpointStore</name>
    <message>
        <location filename="../core/engine/checkpoint/CheckpointStore.cpp" line="+90" />
        <source>Changes while the agent was stopped</source>
        <translation>代理停止期间的更改</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Initial state</source>
        <translation>初始状态</translation>
    </message>
</context>
<context>
    <name>DirectTtyViewer</name>
    <message>
        <location filename="../core/server/DirectTtyViewer.cpp" line="+101" />
        <source>no attach request came in time</source>
        <translation>未及时收到连接请求</translation>
    </message>
    <message>
        <location line="+25" />
        <source>too many descriptors in the attach request</source>
        <translation>连接请求中的文件描述符过多</translation>
    </message>
    <message>
        <location line="+11" />
        <source>attach request too long</source>
        <translation>连接请求过长</translation>
    </message>
    <message>
        <location line="+11" />
        <source>malformed attach request</source>
        <translation>连接请求格式错误</translation>
    </message>
    <message>
        <location line="+20" />
        <source>invalid or missing access token</source>
        <translation>访问令牌无效或缺失</translation>
    </message>
    <message>
        <location line="+8" />
        <source>attach needs a writable tty descriptor</source>
        <translation>连接需要一个可写的终端描述符</translation>
    </message>
    <message>
        <location line="+1" />
        <source>attach needs a writable and a readable tty descriptor</source>
        <translation>连接需要一个可写和一个可读的终端描述符</translation>
    </message>
</context>
<context>
    <name>EntryReader</name>
    <message>
        <location filename="../core/engine/checkpoint/EntryReader.cpp" line="+59" />
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
</context>
<context>
    <name>EventRoutes</name>
    <message>
        <location filename="../core/server/routes/EventRoutes.cpp" line="+40" />
        <source>since must be a sequence number (an integer ≥ 0)</source>
        <translation>since 必须是序号（≥ 0 的整数）</translation>
    </message>
    <message>
        <location line="+21" />
        <source>the sandbox is shutting down</source>
        <translation>沙箱正在关闭</translation>
    </message>
    <message>
        <location line="+17" />
        <source>command %1 is not queued or running</source>
        <translation>命令 %1 既未排队也未运行</translation>
    </message>
</context>
<context>
    <name>EventSubscriber</name>
    <message>
        <location filename="../core/server/routes/EventSubscriber.cpp" line="+69" />
        <source>the sandbox went away</source>
        <translation>沙箱已不存在</translation>
    </message>
    <message>
        <location line="+37" />
        <source>%1 events before seq %2 are no longer kept (the agent keeps the newest %3 events, at most %4 bytes)</source>
        <translation>序号 %2 之前的%1个事件已不再保留（代理程序只保留最新的%3个事件，最多%4字节）</translation>
    </message>
</context>
<context>
    <name>EventSubscription</name>
    <message>
        <location filename="../core/client/EventSubscription.cpp" line="+50" />
        <source>no transport</source>
        <translation>没有传输通道</translation>
    </message>
</context>
<context>
    <name>ExcludeRules</name>
    <message>
        <location filename="../core/engine/checkpoint/ExcludeRules.cpp" line="+17" />
        <source>negated patterns ("%1") are not supported</source>
        <translation>不支持取反模式（“%1”）</translation>
    </message>
</context>
<context>
    <name>FileDownload</name>
    <message>
        <location filename="../core/client/FileDownload.cpp" line="+36" />
        <location line="+25" />
        <location line="+23" />
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <location line="-27" />
        <source>the sandbox sent a damaged piece of the file</source>
        <translation>沙箱发来的文件片段已损坏</translation>
    </message>
    <message>
        <location line="+23" />
        <source>the file ended early (%1 of %2 bytes)</source>
        <translation>文件提前结束（%2 字节中只收到 %1 字节）</translation>
    </message>
</context>
<context>
    <name>FileUpload</name>
    <message>
        <location filename="../core/client/FileUpload.cpp" line="+33" />
        <location line="+13" />
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <location line="-4" />
        <source>the sandbox is no longer connected</source>
        <translation>沙箱已不再连接</translation>
    </message>
</context>
<context>
    <name>FileWatcher</name>
    <message>
        <location filename="../core/engine/files/FileWatcher.cpp" line="+27" />
        <source>too many file watches are open (the limit is fs.inotify.max_user_instances)</source>
        <translation>打开的文件监视过多（上限为 fs.inotify.max_user_instances）</translation>
    </message>
    <message>
        <location line="+3" />
        <source>the limit of watched directories is reached (raise fs.inotify.max_user_watches)</source>
        <translation>已达到可监视目录数的上限（请调高 fs.inotify.max_user_watches）</translation>
    </message>
    <message>
        <location line="+39" />
        <source>permission denied: %1</source>
        <translation>权限不足：%1</translation>
    </message>
    <message>
        <location line="+4" />
        <source>path does not exist: %1</source>
        <translation>路径不存在：%1</translation>
    </message>
    <message>
        <location line="+13" />
        <source>cannot watch %1: %2</source>
        <translation>无法监视 %1：%2</translation>
    </message>
    <message>
        <location line="+41" />
        <source>more than %1 directories to watch: watch a smaller tree or exclude some</source>
        <translation>要监视的目录超过%1个：请监视更小的目录树，或排除部分目录</translation>
    </message>
    <message>
        <location line="+128" />
        <source>not every directory can be watched: %1</source>
        <translation>并非所有目录都能被监视：%1</translation>
    </message>
    <message>
        <location line="+22" />
        <source>the watched path is gone</source>
        <translation>被监视的路径已不存在</translation>
    </message>
    <message>
        <location line="+8" />
        <source>the watched path was deleted</source>
        <translation>被监视的路径已被删除</translation>
    </message>
    <message>
        <location line="+1" />
        <source>the watched path was moved away</source>
        <translation>被监视的路径已被移走</translation>
    </message>
</context>
<context>
    <name>HttpConnection</name>
    <message>
        <location filename="../core/server/HttpConnection.cpp" line="+116" />
        <source>invalid access token</source>
        <translation>访问令牌无效</translation>
    </message>
    <message>
        <location line="+1" />
        <source>missing access token (Authorization: Bearer or access_token)</source>
        <translation>缺少访问令牌（Authorization: Bearer 或 access_token）</translation>
    </message>
    <message>
        <location line="+10" />
        <source>origin %1 is not allowed (see --allow-origin)</source>
        <translation>不允许来源 %1（参见 --allow-origin）</translation>
    </message>
    <message>
        <location line="+29" />
        <source>the request body is not valid JSON: %1</source>
        <translation>请求体不是有效的 JSON：%1</translation>
    </message>
    <message>
        <location line="+4" />
        <source>the request body must be a JSON object</source>
        <translation>请求体必须是 JSON 对象</translation>
    </message>
    <message>
        <location line="+6" />
        <source>the sandbox is shutting down</source>
        <translation>沙箱正在关闭</translation>
    </message>
    <message>
        <location line="+85" />
        <source>the request did not arrive in time</source>
        <translation>请求未及时到达</translation>
    </message>
</context>
<context>
    <name>HttpRequestParser</name>
    <message>
        <location filename="../core/server/HttpRequestParser.cpp" line="+110" />
        <location line="+7" />
        <source>%1 too long (limit %2 bytes)</source>
        <translation>%1 过长（上限%2字节）</translation>
    </message>
    <message>
        <location line="+5" />
        <source>lines must end with CRLF</source>
        <translation>行必须以 CRLF 结尾</translation>
    </message>
    <message>
        <location line="+13" />
        <source>request line</source>
        <translation>请求行</translation>
    </message>
    <message>
        <location line="+16" />
        <location line="+193" />
        <source>request head too large (limit %1 bytes)</source>
        <translation>请求头过大（上限%1字节）</translation>
    </message>
    <message>
        <location line="-191" />
        <source>request head</source>
        <translation>请求头</translation>
    </message>
    <message>
        <location line="+14" />
        <source>malformed request line (expected: METHOD target HTTP/1.1)</source>
        <translation>请求行格式错误（应为：METHOD target HTTP/1.1）</translation>
    </message>
    <message>
        <location line="+6" />
        <source>malformed method</source>
        <translation>方法格式错误</translation>
    </message>
    <message>
        <location line="+4" />
        <source>malformed HTTP version</source>
        <translation>HTTP 版本格式错误</translation>
    </message>
    <message>
        <location line="+4" />
        <source>only HTTP/1.0 and HTTP/1.1 are supported</source>
        <translation>只支持 HTTP/1.0 和 HTTP/1.1</translation>
    </message>
    <message>
        <location line="+4" />
        <source>request target too long (limit %1 bytes)</source>
        <translation>请求目标过长（上限%1字节）</translation>
    </message>
    <message>
        <location line="+4" />
        <source>the request target must be a path starting with /</source>
        <translation>请求目标必须是以 / 开头的路径</translation>
    </message>
    <message>
        <location line="+4" />
        <source>method %1 is not implemented</source>
        <translation>未实现方法 %1</translation>
    </message>
    <message>
        <location line="+15" />
        <source>folded header lines are not accepted</source>
        <translation>不接受折叠的头部行</translation>
    </message>
    <message>
        <location line="+5" />
        <source>malformed header line</source>
        <translation>头部行格式错误</translation>
    </message>
    <message>
        <location line="+4" />
        <source>control characters in header %1</source>
        <translation>头部 %1 中含有控制字符</translation>
    </message>
    <message>
        <location line="+4" />
        <source>too many headers (limit %1)</source>
        <translation>头部过多（上限%1个）</translation>
    </message>
    <message>
        <location line="+10" />
        <source>an HTTP/1.1 request needs a Host header</source>
        <translation>HTTP/1.1 请求需要 Host 头部</translation>
    </message>
    <message>
        <location line="+11" />
        <source>malformed Content-Length</source>
        <translation>Content-Length 格式错误</translation>
    </message>
    <message>
        <location line="+9" />
        <source>both Content-Length and Transfer-Encoding</source>
        <translation>同时有 Content-Length 和 Transfer-Encoding</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Transfer-Encoding in an HTTP/1.0 request</source>
        <translation>HTTP/1.0 请求中出现 Transfer-Encoding</translation>
    </message>
    <message>
        <location line="+4" />
        <source>transfer coding "%1" is not supported (only chunked)</source>
        <translation>不支持传输编码“%1”（只支持 chunked）</translation>
    </message>
    <message>
        <location line="+11" />
        <source>%1 needs Content-Length or chunked coding</source>
        <translation>%1 需要 Content-Length 或 chunked 编码</translation>
    </message>
    <message>
        <location line="+7" />
        <location line="+35" />
        <source>request body too large (limit %1 bytes)</source>
        <translation>请求体过大（上限%1字节）</translation>
    </message>
    <message>
        <location line="-10" />
        <source>chunk size line</source>
        <translation>分块大小行</translation>
    </message>
    <message>
        <location line="+7" />
        <source>malformed chunk size</source>
        <translation>分块大小格式错误</translation>
    </message>
    <message>
        <location line="+25" />
        <source>chunk data not followed by CRLF</source>
        <translation>分块数据后没有 CRLF</translation>
    </message>
    <message>
        <location line="+12" />
        <source>trailer</source>
        <translation>尾部字段</translation>
    </message>
</context>
<context>
    <name>ObjectStore</name>
    <message>
        <location filename="../core/engine/checkpoint/ObjectStore.cpp" line="+88" />
        <source>cannot create the checkpoint store %1</source>
        <translation>无法创建检查点存储 %1</translation>
    </message>
    <message>
        <location filename="../core/engine/checkpoint/ObjectPack.cpp" line="+19" />
        <source>cannot write to the checkpoint store: %1</source>
        <translation>无法写入检查点存储：%1</translation>
    </message>
    <message>
        <location filename="../core/engine/checkpoint/ObjectStore.cpp" line="-28" />
        <source>cannot read the file: %1</source>
        <translation>无法读取文件：%1</translation>
    </message>
    <message>
        <location line="+146" />
        <location line="+40" />
        <source>the checkpoint store is full (%1 bytes allowed)</source>
        <translation>检查点存储已满（上限 %1 字节）</translation>
    </message>
</context>
<context>
    <name>PortProbe</name>
    <message>
        <location filename="../core/engine/process/PortProbe.cpp" line="+21" />
        <source>no answer within %1 ms</source>
        <translation>%1毫秒内无应答</translation>
    </message>
    <message>
        <location line="+58" />
        <location line="+8" />
        <source>the answer is not HTTP</source>
        <translation>应答不是 HTTP</translation>
    </message>
    <message>
        <location line="+5" />
        <source>HTTP status %1 not in expected range %2-%3</source>
        <translation>HTTP 状态码 %1 不在预期范围 %2-%3 内</translation>
    </message>
</context>
<context>
    <name>ProcessRoutes</name>
    <message>
        <location filename="../core/server/routes/ProcessRoutes.cpp" line="+203" />
        <source>port must be an integer 1-65535</source>
        <translation>port 必须是 1-65535 的整数</translation>
    </message>
    <message>
        <location line="+4" />
        <source>mode must be "http" or "tcp" (got "%1")</source>
        <translation>mode 必须是“http”或“tcp”（收到的是“%1”）</translation>
    </message>
    <message>
        <location line="+10" />
        <source>statusMin and statusMax must be HTTP statuses (100-599), min &lt;= max</source>
        <translation>statusMin 和 statusMax 必须是 HTTP 状态码（100-599），且 min &lt;= max</translation>
    </message>
    <message>
        <location line="+6" />
        <source>path must not contain spaces or line breaks</source>
        <translation>path 不能包含空格或换行符</translation>
    </message>
    <message>
        <location line="+5" />
        <source>interval and timeout must not be negative</source>
        <translation>interval 和 timeout 不能为负数</translation>
    </message>
    <message>
        <location line="+34" />
        <source>port %1 was not ready in time (%2)</source>
        <translation>端口 %1 未能及时就绪（%2）</translation>
    </message>
</context>
<context>
    <name>SandboxTerminalHandler</name>
    <message>
        <location filename="../core/server/SandboxTerminalHandler.cpp" line="+121" />
        <source>no terminal "%1" runs in session "%2" to watch</source>
        <translation>会话“%2”中没有可查看的终端“%1”</translation>
    </message>
</context>
<context>
    <name>SessionOpener</name>
    <message>
        <location filename="../ui/main/SessionOpener.cpp" line="+75" />
        <source>this window has no Kubernetes support</source>
        <translation>此窗口不支持 Kubernetes</translation>
    </message>
</context>
<context>
    <name>WatchFilter</name>
    <message>
        <location filename="../core/engine/files/WatchFilter.cpp" line="+41" />
        <source>include and exclude cannot be used together: include lists what to watch, exclude what to leave out</source>
        <translation>include 和 exclude 不能同时使用：include 列出要监视的内容，exclude 列出要排除的内容</translation>
    </message>
</context>
<context>
    <name>WatchPattern</name>
    <message>
        <location filename="../core/engine/files/WatchPattern.cpp" line="+16" />
        <source>a pattern must not be empty or contain NUL</source>
        <translation>模式不能为空，也不能包含 NUL</translation>
    </message>
    <message>
        <location line="+5" />
        <source>pattern "%1" uses unsupported glob syntax "%2" (supported: *, **, ? and /)</source>
        <translation>模式“%1”使用了不支持的 glob 语法“%2”（支持：*、**、? 和 /）</translation>
    </message>
</context>
<context>
    <name>WatchRoutes</name>
    <message>
        <location filename="../core/server/routes/WatchRoutes.cpp" line="+49" />
        <source>%1 must be an array of strings</source>
        <translation>%1 必须是字符串数组</translation>
    </message>
    <message>
        <location line="+49" />
        <source>unknown event type "%1" (create, modify, delete, move_from, move_to, attrib)</source>
        <translation>未知的事件类型“%1”（create、modify、delete、move_from、move_to、attrib）</translation>
    </message>
    <message>
        <location line="+38" />
        <source>maxQueuedEvents must be an integer 1-%1</source>
        <translation>maxQueuedEvents 必须是 1-%1 的整数</translation>
    </message>
    <message>
        <location line="+12" />
        <source>%1 watches are open already: end one first</source>
        <translation>已打开%1个监视：请先结束其中一个</translation>
    </message>
    <message>
        <location line="+23" />
        <source>since must be a non-empty version</source>
        <translation>since 必须是非空的版本</translation>
    </message>
    <message>
        <location line="+34" />
        <source>the sandbox is shutting down</source>
        <translation>沙箱正在关闭</translation>
    </message>
</context>
<context>
    <name>WatchStreamSender</name>
    <message>
        <location filename="../core/server/routes/WatchStreamSender.cpp" line="+43" />
        <source>the sandbox shut down</source>
        <translation>沙箱已关闭</translation>
    </message>
    <message>
        <location line="+54" />
        <source>the kernel's event queue overflowed: changes were lost</source>
        <translation>内核的事件队列已溢出：部分更改已丢失</translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>%n change(s) were dropped: the watch's queue was full</source>
        <translation>
            <numerusform>已丢弃%n项更改：监视队列已满</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WorkspaceWriter</name>
    <message>
        <location filename="../core/engine/checkpoint/WorkspaceWriter.cpp" line="+41" />
        <source>cannot open the workspace: %1</source>
        <translation>无法打开工作区：%1</translation>
    </message>
    <message>
        <location line="+18" />
        <location line="+29" />
        <source>invalid path %1</source>
        <translation>无效路径 %1</translation>
    </message>
    <message>
        <location line="-14" />
        <source>refused: %1 is a symlink or not a directory, and nothing is written through it</source>
        <translation>已拒绝：%1 是符号链接或不是文件夹，不会经由它写入任何内容</translation>
    </message>
    <message>
        <location line="+4" />
        <source>cannot open %1: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <location line="+24" />
        <location line="+20" />
        <location line="+7" />
        <source>cannot remove %1: %2</source>
        <translation>无法删除 %1：%2</translation>
    </message>
    <message>
        <location line="+10" />
        <source>the checkpoint does not hold the content of %1 (it could not be stored)</source>
        <translation>检查点中没有 %1 的内容（当时未能保存）</translation>
    </message>
    <message>
        <location line="+11" />
        <location line="+12" />
        <location line="+11" />
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <location line="+28" />
        <source>cannot create %1: %2</source>
        <translation>无法创建 %1：%2</translation>
    </message>
    <message>
        <location line="+6" />
        <source>cannot set the mode of %1: %2</source>
        <translation>无法设置 %1 的权限：%2</translation>
    </message>
    <message>
        <location line="+13" />
        <source>cannot create the symlink %1: %2</source>
        <translation>无法创建符号链接 %1：%2</translation>
    </message>
</context>
<context>
    <name>WriteWatch</name>
    <message>
        <location filename="../core/engine/attribution/WriteWatch.cpp" line="+148" />
        <source>this machine's system calls are not known to the write watch</source>
        <translation>写入监视不认识这台机器的系统调用</translation>
    </message>
    <message>
        <location line="+5" />
        <source>a seccomp listener needs no_new_privs or CAP_SYS_ADMIN</source>
        <translation>seccomp 监听器需要 no_new_privs 或 CAP_SYS_ADMIN</translation>
    </message>
    <message>
        <location line="+12" />
        <source>cannot fork: %1</source>
        <translation>无法 fork：%1</translation>
    </message>
    <message>
        <location line="+8" />
        <source>the kernel refused a seccomp listener</source>
        <translation>内核拒绝了 seccomp 监听器</translation>
    </message>
    <message>
        <location line="+5" />
        <source>cannot create the watch's descriptors</source>
        <translation>无法创建监视所需的描述符</translation>
    </message>
    <message>
        <location line="+14" />
        <source>not enabled</source>
        <translation>未启用</translation>
    </message>
</context>
<context>
    <name>sandman</name>
    <message>
        <location filename="../core/isolation/SandboxLimits.cpp" line="+33" />
        <source>cannot set %1: %2</source>
        <translation>无法设置 %1：%2</translation>
    </message>
    <message>
        <location filename="../core/server/routes/SystemProcessRoutes.cpp" line="+70" />
        <source>pid must be a positive whole number</source>
        <translation>pid 必须是正整数</translation>
    </message>
    <message>
        <location line="+8" />
        <source>signal "%1" is not allowed; use one of %2</source>
        <translation>不允许信号“%1”；请使用以下之一：%2</translation>
    </message>
    <message>
        <location line="+8" />
        <source>startTicks must be a number</source>
        <translation>startTicks 必须是数字</translation>
    </message>
    <message>
        <location filename="../core/cluster/KubeConfig.cpp" line="+66" />
        <source>%1: “%2” must be a list.</source>
        <translation>%1：“%2”必须是列表。</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1: an entry of “%2” has no name.</source>
        <translation>%1：“%2”中有一项没有名称。</translation>
    </message>
    <message>
        <location filename="../core/cluster/KubeCredentials.cpp" line="+34" />
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <location filename="../core/isolation/SandboxCgroup.cpp" line="+50" />
        <source>cannot write %1 to %2: %3</source>
        <translation>无法将 %1 写入 %2：%3</translation>
    </message>
    <message>
        <location filename="../core/engine/audit/AuditFilter.cpp" line="+23" />
        <source>%1 must be an ISO 8601 time such as 2026-01-31T18:00:00Z</source>
        <translation>%1 必须是 ISO 8601 时间，例如 2026-01-31T18:00:00Z</translation>
    </message>
    <message>
        <location line="+13" />
        <source>%1 must be a string</source>
        <translation>%1 必须是字符串</translation>
    </message>
    <message>
        <location filename="../core/server/routes/AuditRoutes.cpp" line="+55" />
        <source>this agent keeps no audit trail (started with --no-audit)</source>
        <translation>此代理不保留审计记录（以 --no-audit 启动）</translation>
    </message>
    <message>
        <location line="+12" />
        <source>limit must be a number from 0 to %1</source>
        <translation>limit 必须是 0 到 %1 之间的数字</translation>
    </message>
</context>
<context>
    <name>sandman::AboutBox</name>
    <message>
        <location filename="../ui/main/AboutBox.cpp" line="+11" />
        <source>&lt;h3&gt;Sandman %1&lt;/h3&gt;&lt;p&gt;A desktop session manager for sandboxes:&lt;br&gt;sessions, environment variables, terminals, processes and logs,&lt;br&gt;on this machine or on remote agents.&lt;/p&gt;&lt;p&gt;Licensed under the Apache License 2.0.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Sandman %1&lt;/h3&gt;&lt;p&gt;沙箱桌面会话管理器：&lt;br&gt;管理会话、环境变量、终端、进程和日志，&lt;br&gt;无论在本机还是远程代理程序上。&lt;/p&gt;&lt;p&gt;依据 Apache License 2.0 授权。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+9" />
        <source>About Sandman</source>
        <translation>关于 Sandman</translation>
    </message>
</context>
<context>
    <name>sandman::ActivityController</name>
    <message>
        <location filename="../ui/activity/ActivityController.cpp" line="+140" />
        <source>Could not run the command again: %1</source>
        <translation>无法再次运行该命令：%1</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Could not cancel the command: %1</source>
        <translation>无法取消该命令：%1</translation>
    </message>
</context>
<context>
    <name>sandman::ActivityModel</name>
    <message>
        <location filename="../ui/activity/ActivityModel.cpp" line="+58" />
        <source>queued</source>
        <translation>排队中</translation>
    </message>
    <message>
        <location line="+2" />
        <source>running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <location line="+2" />
        <source>exit %1</source>
        <translation>退出码 %1</translation>
    </message>
    <message>
        <location line="+0" />
        <source>finished</source>
        <translation>已完成</translation>
    </message>
    <message>
        <location line="+2" />
        <source>timed out</source>
        <translation>已超时</translation>
    </message>
    <message>
        <location line="+3" />
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <location line="+0" />
        <source>killed</source>
        <translation>已终止</translation>
    </message>
    <message>
        <location line="+2" />
        <source>failed (exit %1)</source>
        <translation>失败（退出码 %1）</translation>
    </message>
    <message>
        <location line="+0" />
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <location line="+48" />
        <source>this window</source>
        <translation>本窗口</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location line="+8" />
        <source>running %1</source>
        <translation>已运行%1</translation>
    </message>
    <message>
        <location line="+17" />
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Sandbox</source>
        <translation>沙箱</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Session</source>
        <translation>会话</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Client</source>
        <translation>客户端</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Command</source>
        <translation>命令</translation>
    </message>
    <message>
        <location line="+2" />
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Duration</source>
        <translation>耗时</translation>
    </message>
    <message numerus="yes">
        <location line="+151" />
        <source>%n earlier event(s) missed: the agent no longer keeps them</source>
        <translation>
            <numerusform>错过了之前的%n个事件：代理程序已不再保留它们</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3" />
        <source>session created</source>
        <translation>会话已创建</translation>
    </message>
    <message>
        <location line="+2" />
        <source>session deleted</source>
        <translation>会话已删除</translation>
    </message>
    <message>
        <location line="+2" />
        <source>environment changed: %1</source>
        <translation>环境变量已更改：%1</translation>
    </message>
    <message>
        <location line="+4" />
        <source>command timeout set to %1</source>
        <translation>命令超时设为%1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>command timeout removed</source>
        <translation>已取消命令超时</translation>
    </message>
    <message>
        <location line="+3" />
        <source>working directory: %1</source>
        <translation>工作目录：%1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 opened</source>
        <comment>a terminal</comment>
        <translation>%1已打开</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 closed (exit %2)</source>
        <comment>a terminal</comment>
        <translation>%1已关闭（退出码 %2）</translation>
    </message>
    <message numerus="yes">
        <location line="+4" />
        <source>%1: %n viewer(s)</source>
        <comment>a terminal</comment>
        <translation>
            <numerusform>%1：%n个查看者</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3" />
        <source>file written: %1</source>
        <translation>已写入文件：%1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>file deleted: %1</source>
        <translation>已删除文件：%1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>directory created: %1</source>
        <translation>已创建目录：%1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>file moved: %1 → %2</source>
        <translation>已移动文件：%1 → %2</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 context %2 created</source>
        <translation>%1 代码上下文 %2 已创建</translation>
    </message>
    <message>
        <location line="+2" />
        <source>code context %1 deleted</source>
        <translation>代码上下文 %1 已删除</translation>
    </message>
    <message>
        <location line="+2" />
        <source>code run: %1</source>
        <translation>运行代码：%1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>code run finished</source>
        <translation>代码运行完成</translation>
    </message>
    <message>
        <location line="+1" />
        <source>code run failed</source>
        <translation>代码运行失败</translation>
    </message>
</context>
<context>
    <name>sandman::ActivityPane</name>
    <message>
        <location filename="../ui/activity/ActivityPane.cpp" line="+38" />
        <source>Failed only</source>
        <translation>仅失败的</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Copy Command</source>
        <translation>复制命令</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Copy Output</source>
        <translation>复制输出</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Run Again</source>
        <translation>再次运行</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Open Terminal</source>
        <translation>打开终端</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Cancel Command</source>
        <translation>取消命令</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Changed Files…</source>
        <translation>已更改的文件…</translation>
    </message>
    <message>
        <location line="+3" />
        <source>All sessions</source>
        <translation>所有会话</translation>
    </message>
    <message>
        <location line="+1" />
        <source>All clients</source>
        <translation>所有客户端</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Show one session only</source>
        <translation>只显示一个会话</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Show one client only</source>
        <translation>只显示一个客户端</translation>
    </message>
    <message>
        <location line="+1" />
        <location line="+3" />
        <source>Filter commands</source>
        <translation>筛选命令</translation>
    </message>
    <message>
        <location line="-2" />
        <source>Session filter</source>
        <translation>会话筛选</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Client filter</source>
        <translation>客户端筛选</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Activity timeline</source>
        <translation>活动时间线</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Commands, processes, terminals and file changes of every client, newest last</source>
        <translation>所有客户端的命令、进程、终端和文件更改，最新的在最后</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Command output</source>
        <translation>命令输出</translation>
    </message>
    <message>
        <location line="+15" />
        <source>Select a command to see its output.</source>
        <translation>选择一条命令以查看其输出。</translation>
    </message>
    <message>
        <location line="+158" />
        <source>
[stdout: more follows; the activity feed keeps the first %1 bytes]
</source>
        <translation>
[stdout：还有更多输出；活动视图只保留前%1字节]
</translation>
    </message>
    <message>
        <location line="+1" />
        <source>
[stderr: more follows; the activity feed keeps the first %1 bytes]
</source>
        <translation>
[stderr：还有更多输出；活动视图只保留前%1字节]
</translation>
    </message>
    <message>
        <location line="+3" />
        <source>
[stdout: %1 bytes in all; the activity feed keeps the first %2]
</source>
        <translation>
[stdout：共%1字节；活动视图只保留前%2字节]
</translation>
    </message>
    <message>
        <location line="+1" />
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
        <location filename="../ui/cluster/AddClusterDialog.cpp" line="+32" />
        <source>Add Kubernetes Cluster</source>
        <translation>添加 Kubernetes 集群</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <location line="+7" />
        <source>One kubeconfig file, or several separated by ':' as in $KUBECONFIG</source>
        <translation>一个 kubeconfig 文件，或像 $KUBECONFIG 那样用 ':' 分隔的多个文件</translation>
    </message>
    <message>
        <location line="+11" />
        <source>&amp;Kubeconfig:</source>
        <translation>Kubeconfig(&amp;K)：</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Context:</source>
        <translation>上下文(&amp;C)：</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Namespace:</source>
        <translation>命名空间(&amp;N)：</translation>
    </message>
    <message>
        <location line="+82" />
        <source>Give the kubeconfig file of the cluster.</source>
        <translation>请指定该集群的 kubeconfig 文件。</translation>
    </message>
    <message>
        <location line="+8" />
        <source>%1 defines no context.</source>
        <translation>%1 中未定义任何上下文。</translation>
    </message>
    <message>
        <location line="+26" />
        <source>The namespace must be a lowercase DNS label (letters, digits and '-').</source>
        <translation>命名空间必须是小写的 DNS 标签（字母、数字和 '-'）。</translation>
    </message>
    <message>
        <location line="+25" />
        <source>Kubeconfig</source>
        <translation>Kubeconfig</translation>
    </message>
</context>
<context>
    <name>sandman::AllProcessesView</name>
    <message>
        <location filename="../ui/processes/AllProcessesView.cpp" line="+59" />
        <source>Filter by command, user, PID or session</source>
        <translation>按命令、用户、PID 或会话筛选</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Filter processes</source>
        <translation>筛选进程</translation>
    </message>
    <message>
        <location line="+2" />
        <source>All processes</source>
        <translation>所有进程</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Every process of the sandbox as a tree, whoever started it</source>
        <translation>沙箱的所有进程（树状显示），无论由谁启动</translation>
    </message>
    <message>
        <location line="+31" />
        <location line="+245" />
        <source>Send Signal</source>
        <translation>发送信号</translation>
    </message>
    <message>
        <location line="-244" />
        <source>Send a signal to the selected process</source>
        <translation>向所选进程发送信号</translation>
    </message>
    <message>
        <location line="+39" />
        <source>TERM — ask it to end</source>
        <translation>TERM — 请求其结束</translation>
    </message>
    <message>
        <location line="+1" />
        <source>INT — interrupt, like Ctrl+C</source>
        <translation>INT — 中断，相当于 Ctrl+C</translation>
    </message>
    <message>
        <location line="+1" />
        <source>HUP — hang up (many servers reload)</source>
        <translation>HUP — 挂断（许多服务器会重新加载）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>QUIT — quit (with a core dump)</source>
        <translation>QUIT — 退出（并生成 core dump）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>KILL — end it at once…</source>
        <translation>KILL — 立即终止…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>STOP — pause it</source>
        <translation>STOP — 暂停</translation>
    </message>
    <message>
        <location line="+1" />
        <source>CONT — let a paused process go on</source>
        <translation>CONT — 让已暂停的进程继续运行</translation>
    </message>
    <message>
        <location line="+1" />
        <source>USR1 — user-defined signal 1</source>
        <translation>USR1 — 用户自定义信号 1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>USR2 — user-defined signal 2</source>
        <translation>USR2 — 用户自定义信号 2</translation>
    </message>
    <message numerus="yes">
        <location line="+134" />
        <source>%n process(es)</source>
        <translation>
            <numerusform>%n个进程</numerusform>
        </translation>
    </message>
    <message>
        <location line="-73" />
        <source>Could not list the sandbox's processes: %1</source>
        <translation>无法列出沙箱的进程：%1</translation>
    </message>
    <message>
        <location line="+96" />
        <source>Process %1 is part of the sandbox itself and cannot be signalled.</source>
        <translation>进程 %1 是沙箱自身的一部分，无法向其发送信号。</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Kill Process</source>
        <translation>终止进程</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Kill process %1 (%2) at once? It gets no chance to save its work or clean up.</source>
        <translation>要立即终止进程 %1（%2）吗？它将没有机会保存工作或进行清理。</translation>
    </message>
    <message>
        <location line="+13" />
        <source>Sent %1 to process %2.</source>
        <translation>已向进程 %2 发送 %1。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Could not send %1 to process %2: %3</source>
        <translation>无法向进程 %2 发送 %1：%3</translation>
    </message>
    <message>
        <location line="+20" />
        <source>Copy PID</source>
        <translation>复制 PID</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Copy Command</source>
        <translation>复制命令</translation>
    </message>
</context>
<context>
    <name>sandman::AuditChain</name>
    <message>
        <location filename="../core/engine/audit/AuditChain.cpp" line="+55" />
        <source>the record is cut short or has no hash</source>
        <translation>该记录不完整或没有哈希值</translation>
    </message>
    <message>
        <location line="+7" />
        <source>the record's text does not match its hash (changed after it was written)</source>
        <translation>该记录的内容与其哈希值不符（写入后被修改过）</translation>
    </message>
    <message>
        <location line="+7" />
        <source>the record has no link to the one before it</source>
        <translation>该记录没有指向前一条记录的链接</translation>
    </message>
</context>
<context>
    <name>sandman::AuditDialog</name>
    <message>
        <location filename="../ui/resources/AuditDialog.cpp" line="+40" />
        <source>Audit Trail — %1</source>
        <translation>审计记录 — %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>connection id or client name, e.g. curl</source>
        <translation>连接 ID 或客户端名称，例如 curl</translation>
    </message>
    <message>
        <location line="+2" />
        <source>session id</source>
        <translation>会话 ID</translation>
    </message>
    <message>
        <location line="+2" />
        <source>part of the command</source>
        <translation>命令中的一部分</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Exit code</source>
        <translation>退出码</translation>
    </message>
    <message>
        <location line="+6" />
        <source>From</source>
        <translation>从</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Until</source>
        <translation>至</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Finished commands only</source>
        <translation>仅已完成的命令</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Client:</source>
        <translation>客户端：</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Session:</source>
        <translation>会话：</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Command:</source>
        <translation>命令：</translation>
    </message>
    <message>
        <location line="+17" />
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Event</source>
        <translation>事件</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Session</source>
        <translation>会话</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Client</source>
        <translation>客户端</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Exit</source>
        <translation>退出码</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Command</source>
        <translation>命令</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Search</source>
        <translation>搜索</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Export JSON Lines…</source>
        <translation>导出 JSON Lines…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Export CSV…</source>
        <translation>导出 CSV…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Verify Chain</source>
        <translation>校验哈希链</translation>
    </message>
    <message>
        <location line="+41" />
        <source>Asking the agent…</source>
        <translation>正在询问代理…</translation>
    </message>
    <message>
        <location line="+31" />
        <source>%1 records match; the newest %2 are shown.</source>
        <translation>共有 %1 条记录匹配；显示最新的 %2 条。</translation>
    </message>
    <message numerus="yes">
        <location line="+3" />
        <source>%n record(s) match.</source>
        <translation>
            <numerusform>%n 条记录匹配。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4" />
        <source>The search failed: %1</source>
        <translation>搜索失败：%1</translation>
    </message>
    <message>
        <location line="+15" />
        <source>The chain is intact: %1 records in %2 files.</source>
        <translation>哈希链完好：%2 个文件中共 %1 条记录。</translation>
    </message>
    <message>
        <location line="+5" />
        <source>&lt;b&gt;The chain is broken&lt;/b&gt; at record %1 of %2: %3</source>
        <translation>&lt;b&gt;哈希链已断裂&lt;/b&gt;，位于 %2 的第 %1 条记录：%3</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Verification failed: %1</source>
        <translation>校验失败：%1</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Export Audit Records</source>
        <translation>导出审计记录</translation>
    </message>
    <message>
        <location line="+1" />
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <location line="+0" />
        <source>JSON lines (*.jsonl)</source>
        <translation>JSON Lines 文件 (*.jsonl)</translation>
    </message>
    <message>
        <location line="+14" />
        <source>Could not write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Saved %1.</source>
        <translation>已保存 %1。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The export failed: %1</source>
        <translation>导出失败：%1</translation>
    </message>
</context>
<context>
    <name>sandman::AuditFilter</name>
    <message>
        <location filename="../core/engine/audit/AuditFilter.cpp" line="+20" />
        <source>exitCode must be an integer</source>
        <translation>exitCode 必须是整数</translation>
    </message>
    <message>
        <location line="+8" />
        <location line="+5" />
        <source>types must be a list of event types</source>
        <translation>types 必须是事件类型列表</translation>
    </message>
</context>
<context>
    <name>sandman::AuditLog</name>
    <message>
        <location filename="../core/engine/audit/AuditLog.cpp" line="+57" />
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <location line="+9" />
        <source>%1 ends in a record that was cut short (the agent stopped while writing it)</source>
        <translation>%1 的末尾是一条不完整的记录（代理在写入时停止了）</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1 ends in a line too long to be a record</source>
        <translation>%1 的末尾是一行过长的内容，不可能是一条记录</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1: its last record is damaged: %2</source>
        <translation>%1：最后一条记录已损坏：%2</translation>
    </message>
    <message>
        <location line="+11" />
        <source>cannot create the audit folder %1</source>
        <translation>无法创建审计文件夹 %1</translation>
    </message>
    <message>
        <location line="+20" />
        <source>the audit trail's last file is damaged: %1; it is kept and a new file started</source>
        <translation>审计记录的最后一个文件已损坏：%1；该文件已保留，并已新建一个文件</translation>
    </message>
    <message>
        <location line="+7" />
        <source>cannot append to %1: %2</source>
        <translation>无法追加写入 %1：%2</translation>
    </message>
    <message>
        <location line="+38" />
        <source>cannot create the audit file %1: %2</source>
        <translation>无法创建审计文件 %1：%2</translation>
    </message>
    <message>
        <location line="+38" />
        <source>only %1 of %2 bytes written</source>
        <translation>只写入了 %2 字节中的 %1 字节</translation>
    </message>
    <message>
        <location line="+1" />
        <source>the audit trail stopped recording: cannot write %1: %2</source>
        <translation>审计记录已停止记录：无法写入 %1：%2</translation>
    </message>
</context>
<context>
    <name>sandman::AuditRoutes</name>
    <message>
        <location filename="../core/server/routes/AuditRoutes.cpp" line="+50" />
        <source>format must be "jsonl" or "csv"</source>
        <translation>format 必须是 "jsonl" 或 "csv"</translation>
    </message>
</context>
<context>
    <name>sandman::AuditVerifier</name>
    <message>
        <location filename="../core/engine/audit/AuditVerifier.cpp" line="+49" />
        <source>cannot read the file: %1</source>
        <translation>无法读取文件：%1</translation>
    </message>
    <message>
        <location line="+7" />
        <source>the last record was cut short (no end of line)</source>
        <translation>最后一条记录不完整（缺少行尾）</translation>
    </message>
    <message>
        <location line="+10" />
        <source>the record does not follow the one before it (a record was removed, inserted or changed)</source>
        <translation>该记录与前一条记录衔接不上（有记录被删除、插入或修改）</translation>
    </message>
</context>
<context>
    <name>sandman::BroadcastController</name>
    <message>
        <location filename="../ui/broadcast/BroadcastController.cpp" line="+11" />
        <source>Broadcast</source>
        <translation>广播</translation>
    </message>
</context>
<context>
    <name>sandman::BroadcastPane</name>
    <message>
        <location filename="../ui/broadcast/BroadcastPane.cpp" line="+45" />
        <source>Command</source>
        <translation>命令</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Keystrokes</source>
        <translation>按键</translation>
    </message>
    <message>
        <location line="+17" />
        <source>Sessions to run the command in</source>
        <translation>运行该命令的会话</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Run in</source>
        <translation>运行于</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Command to broadcast</source>
        <translation>要广播的命令</translation>
    </message>
    <message>
        <location line="+2" />
        <source>A command for every checked session, e.g. make test</source>
        <translation>要在每个勾选的会话中运行的命令，例如 make test</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Sessions at the same time</source>
        <translation>同时运行的会话数</translation>
    </message>
    <message>
        <location line="+2" />
        <source>all</source>
        <translation>全部</translation>
    </message>
    <message>
        <location line="+1" />
        <source>How many sessions run the command at the same time (0: all)</source>
        <translation>同时运行该命令的会话数（0：全部）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Stop at the first failure</source>
        <translation>首次失败时停止</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Re-run Failed</source>
        <translation>重新运行失败项</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Run the command again where it did not succeed</source>
        <translation>在未成功的会话中再次运行该命令</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Broadcast results</source>
        <translation>广播结果</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Output of the selected row</source>
        <translation>所选行的输出</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Select a row to see its whole output.</source>
        <translation>选择一行以查看其完整输出。</translation>
    </message>
    <message>
        <location line="+10" />
        <source>At once:</source>
        <translation>同时：</translation>
    </message>
    <message>
        <location line="+51" />
        <source>Keys typed in any checked tab go to every checked tab. Receiving tabs are marked with a red dot.</source>
        <translation>在任一勾选的标签页中输入的按键会发送到所有勾选的标签页。接收按键的标签页带有红点标记。</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Tabs that get the keys</source>
        <translation>接收按键的标签页</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Stop Copying Keys</source>
        <translation>停止复制按键</translation>
    </message>
    <message>
        <location line="+86" />
        <source>%1 was disconnected.</source>
        <translation>%1 已断开连接。</translation>
    </message>
    <message>
        <location line="+65" />
        <source>%1 of %2 succeeded, %3 failed</source>
        <translation>%2 个中 %1 个成功，%3 个失败</translation>
    </message>
    <message>
        <location line="+2" />
        <source>, %1 to go</source>
        <translation>，还剩 %1 个</translation>
    </message>
    <message>
        <location line="+2" />
        <source> · %1</source>
        <translation> · %1</translation>
    </message>
    <message>
        <location line="+20" />
        <source>— stderr —</source>
        <translation>— 标准错误 —</translation>
    </message>
</context>
<context>
    <name>sandman::BroadcastResultModel</name>
    <message>
        <location filename="../ui/broadcast/BroadcastResultModel.cpp" line="+62" />
        <source>queued</source>
        <translation>排队中</translation>
    </message>
    <message>
        <location line="+2" />
        <source>running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <location line="+2" />
        <source>succeeded</source>
        <translation>成功</translation>
    </message>
    <message>
        <location line="+2" />
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <location line="+2" />
        <source>timed out</source>
        <translation>超时</translation>
    </message>
    <message>
        <location line="+2" />
        <source>could not run</source>
        <translation>无法运行</translation>
    </message>
    <message>
        <location line="+2" />
        <source>disconnected</source>
        <translation>已断开</translation>
    </message>
    <message>
        <location line="+2" />
        <source>stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <location line="+2" />
        <source>skipped</source>
        <translation>已跳过</translation>
    </message>
    <message>
        <location line="+71" />
        <source>Sandbox</source>
        <translation>沙箱</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Session</source>
        <translation>会话</translation>
    </message>
    <message>
        <location line="+2" />
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Exit code</source>
        <translation>退出码</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Duration</source>
        <translation>耗时</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Stdout</source>
        <translation>标准输出</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Stderr</source>
        <translation>标准错误</translation>
    </message>
</context>
<context>
    <name>sandman::BroadcastRunner</name>
    <message>
        <location filename="../ui/broadcast/BroadcastRunner.cpp" line="+101" />
        <source>The sandbox was disconnected.</source>
        <translation>沙箱已断开连接。</translation>
    </message>
    <message>
        <location line="+32" />
        <source>The sandbox is not connected.</source>
        <translation>沙箱未连接。</translation>
    </message>
    <message>
        <location line="+49" />
        <source>The connection ended before the command did.</source>
        <translation>连接在命令结束前中断。</translation>
    </message>
</context>
<context>
    <name>sandman::ChangeSetDialog</name>
    <message>
        <location filename="../ui/files/ChangeSetDialog.cpp" line="+31" />
        <source>&amp;Side by side</source>
        <translation>并排显示(&amp;S)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Undo this command's changes…</source>
        <translation>撤销此命令的更改…</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Changes of %1</source>
        <translation>%1 的更改</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Changed files</source>
        <translation>已更改的文件</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Select a file to see what changed in it.</source>
        <translation>选择一个文件以查看其中的更改。</translation>
    </message>
    <message>
        <location line="+23" />
        <source>Undo this command's changes</source>
        <translation>撤销此命令的更改</translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>This puts back %n file(s) as they were before the command:</source>
        <translation>
            <numerusform>这会将 %n 个文件还原为命令运行前的状态：</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4" />
        <source>
… and %1 more</source>
        <translation>
…以及另外 %1 项</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <location line="+14" />
        <source>created</source>
        <translation>已创建</translation>
    </message>
    <message>
        <location line="+1" />
        <source>deleted</source>
        <translation>已删除</translation>
    </message>
    <message>
        <location line="+1" />
        <source>renamed from %1</source>
        <translation>由 %1 重命名</translation>
    </message>
    <message>
        <location line="+1" />
        <source>modified</source>
        <translation>已修改</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1 by %2</source>
        <translation>%1，由 %2 写入</translation>
    </message>
    <message>
        <location line="+25" />
        <source>Written by %1 (process %2)</source>
        <translation>由 %1 写入（进程 %2）</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1 created, %2 modified, %3 deleted, %4 renamed.</source>
        <translation>创建 %1 个，修改 %2 个，删除 %3 个，重命名 %4 个。</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Only the first %1 are listed.</source>
        <translation>仅列出前 %1 项。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The command is still running.</source>
        <translation>该命令仍在运行。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Only what the command's own processes changed.</source>
        <translation>仅列出该命令自身进程所做的更改。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Everything that changed while it ran, whoever changed it.</source>
        <translation>列出该命令运行期间的所有更改，无论由谁所做。</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The command changed no files.</source>
        <translation>该命令未更改任何文件。</translation>
    </message>
    <message>
        <location line="+29" />
        <source>absent</source>
        <translation>不存在</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1, SHA-256 %2</source>
        <translation>%1，SHA-256 %2</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Binary file.</source>
        <translation>二进制文件。</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Too large to compare line by line.</source>
        <translation>太大，无法逐行比较。</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Before: %1</source>
        <translation>之前：%1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>After: %1</source>
        <translation>之后：%1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>No change in content (mode or type only).</source>
        <translation>内容无变化（仅权限或类型）。</translation>
    </message>
    <message>
        <location line="+23" />
        <source>%1: absent</source>
        <translation>%1：不存在</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1: %2 × %3, %4</source>
        <translation>%1：%2 × %3，%4</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Before</source>
        <translation>更改前</translation>
    </message>
    <message>
        <location line="+1" />
        <source>After</source>
        <translation>更改后</translation>
    </message>
    <message>
        <location line="+20" />
        <source>remove</source>
        <translation>删除</translation>
    </message>
    <message>
        <location line="+1" />
        <source>bring back</source>
        <translation>恢复</translation>
    </message>
    <message>
        <location line="+1" />
        <source>put back</source>
        <translation>还原</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Nothing to undo: the files are as they were before the command.</source>
        <translation>无需撤销：文件与命令运行前相同。</translation>
    </message>
    <message numerus="yes">
        <location line="+16" />
        <source>Undone: %n file(s) put back.</source>
        <translation>
            <numerusform>已撤销：还原了 %n 个文件。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1" />
        <source>Undone in part: %1</source>
        <translation>部分撤销：%1</translation>
    </message>
</context>
<context>
    <name>sandman::ClearButton</name>
    <message>
        <location filename="../ui/main/ClearButton.cpp" line="+15" />
        <source>Clear</source>
        <translation>清除</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Empty the field %1</source>
        <translation>清空字段 %1</translation>
    </message>
</context>
<context>
    <name>sandman::ClusterConnection</name>
    <message>
        <location filename="../ui/cluster/ClusterConnection.cpp" line="+42" />
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location line="+16" />
        <source>agent-sandbox is not installed on this cluster (the API group agents.x-k8s.io is not served): install it, then add the cluster again</source>
        <translation>此集群未安装 agent-sandbox（未提供 API 组 agents.x-k8s.io）：请先安装，然后重新添加集群</translation>
    </message>
</context>
<context>
    <name>sandman::ClusterController</name>
    <message>
        <location filename="../ui/cluster/ClusterController.cpp" line="+57" />
        <source>&amp;Add Kubernetes Cluster…</source>
        <translation>添加 Kubernetes 集群(&amp;A)…</translation>
    </message>
    <message>
        <location line="+5" />
        <source>&amp;New Sandbox…</source>
        <translation>新建沙箱(&amp;N)…</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;Open</source>
        <translation>打开(&amp;O)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>&amp;Suspend</source>
        <translation>暂停(&amp;S)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>&amp;Resume</source>
        <translation>恢复(&amp;R)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>&amp;Delete Sandbox…</source>
        <translation>删除沙箱(&amp;D)…</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Remove &amp;Cluster</source>
        <translation>移除集群(&amp;C)</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Kubernetes clusters</source>
        <translation>Kubernetes 集群</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Each cluster with its sandboxes and their state</source>
        <translation>每个集群及其沙箱和状态</translation>
    </message>
    <message>
        <location line="+19" />
        <source>Kubernetes</source>
        <translation>Kubernetes</translation>
    </message>
    <message>
        <location line="+38" />
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+19" />
        <source>[The cluster %1 was removed from the window: this terminal has ended]</source>
        <translation>[集群 %1 已从窗口中移除：此终端已结束]</translation>
    </message>
    <message>
        <location line="+24" />
        <source>The Kubernetes cluster %1 / %2 was not added again: %3</source>
        <translation>未能重新添加 Kubernetes 集群 %1 / %2：%3</translation>
    </message>
    <message>
        <location line="+24" />
        <source>Sandbox %1 created; it is listed as Ready once its pod is.</source>
        <translation>沙箱 %1 已创建；其 Pod 就绪后将显示为“就绪”。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Could not create sandbox %1: %2</source>
        <translation>无法创建沙箱 %1：%2</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Sandbox %1 is being deleted.</source>
        <translation>正在删除沙箱 %1。</translation>
    </message>
    <message>
        <location line="+8" />
        <location line="+4" />
        <source>Could not delete sandbox %1: %2</source>
        <translation>无法删除沙箱 %1：%2</translation>
    </message>
    <message>
        <location line="+13" />
        <source>[Sandbox %1 was deleted on the cluster: this terminal has ended]</source>
        <translation>[沙箱 %1 已在集群上被删除：此终端已结束]</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Sandbox %1 was deleted; its sessions and terminals have ended.</source>
        <translation>沙箱 %1 已删除；其会话和终端均已结束。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Sandbox %1 was deleted on the cluster %2; its sessions and terminals have ended.</source>
        <translation>沙箱 %1 已在集群 %2 上被删除；其会话和终端均已结束。</translation>
    </message>
    <message>
        <location line="+18" />
        <source>Sandbox %1 is being suspended (its pod stops, its volumes stay).</source>
        <translation>正在暂停沙箱 %1（其 Pod 会停止，卷会保留）。</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Sandbox %1 is being resumed.</source>
        <translation>正在恢复沙箱 %1。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Could not suspend sandbox %1: %2</source>
        <translation>无法暂停沙箱 %1：%2</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Could not resume sandbox %1: %2</source>
        <translation>无法恢复沙箱 %1：%2</translation>
    </message>
    <message>
        <location line="+61" />
        <source>There is no sandbox %1 in %2.</source>
        <translation>%2 中没有沙箱 %1。</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Sandbox %1 is suspended: resume it to open it.</source>
        <translation>沙箱 %1 已暂停：请先恢复再打开。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Sandbox %1 has finished (%2): there is no pod to connect to.</source>
        <translation>沙箱 %1 已结束（%2）：没有可连接的 Pod。</translation>
    </message>
    <message>
        <location line="+6" />
        <location line="+33" />
        <source>Could not open sandbox %1: %2</source>
        <translation>无法打开沙箱 %1：%2</translation>
    </message>
    <message>
        <location line="-19" />
        <source>its Secret %1 has no "%2" value, so there is no token for its agent</source>
        <translation>其 Secret %1 中没有“%2”值，因此没有供其代理程序使用的令牌</translation>
    </message>
    <message>
        <location line="+23" />
        <source>Sandbox %1: %2</source>
        <translation>沙箱 %1：%2</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Opened sandbox %1 through a port-forward to pod %2.</source>
        <translation>已通过到 Pod %2 的端口转发打开沙箱 %1。</translation>
    </message>
    <message>
        <location line="+58" />
        <source>Delete sandbox %1 from %2? Its pod and everything in it that is not on a kept volume are lost.</source>
        <translation>要从 %2 中删除沙箱 %1 吗？其 Pod 以及其中所有不在保留卷上的内容都将丢失。</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Delete Sandbox</source>
        <translation>删除沙箱</translation>
    </message>
</context>
<context>
    <name>sandman::ClusterTreeModel</name>
    <message>
        <location filename="../ui/cluster/ClusterTreeModel.cpp" line="+161" />
        <source>connecting…</source>
        <translation>正在连接…</translation>
    </message>
    <message>
        <location line="+3" />
        <source>1 sandbox</source>
        <translation>1个沙箱</translation>
    </message>
    <message>
        <location line="+0" />
        <source>%1 sandboxes</source>
        <translation>%1个沙箱</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Kubernetes context %1, namespace %2 (%3)</source>
        <translation>Kubernetes 上下文 %1，命名空间 %2（%3）</translation>
    </message>
    <message>
        <location line="+17" />
        <source>%1 (last known)</source>
        <comment>sandbox state while its cluster cannot be reached</comment>
        <translation>%1（最后已知）</translation>
    </message>
    <message>
        <location line="+24" />
        <source>Sandbox %1 (pod %2), created %3</source>
        <translation>沙箱 %1（Pod %2），创建于 %3</translation>
    </message>
    <message>
        <location line="+18" />
        <source>Cluster / Sandbox</source>
        <translation>集群 / 沙箱</translation>
    </message>
    <message>
        <location line="+2" />
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Age</source>
        <translation>存在时间</translation>
    </message>
</context>
<context>
    <name>sandman::CodeConsole</name>
    <message>
        <location filename="../ui/code/CodeConsole.cpp" line="+27" />
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Interrupt</source>
        <translation>中断</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Copy All</source>
        <translation>全部复制</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Clear</source>
        <translation>清除</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Run the code (Shift+Enter)</source>
        <translation>运行代码（Shift+Enter）</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Stop the run: the interpreter is started afresh and its variables are lost</source>
        <translation>停止运行：解释器将重新启动，其变量会丢失</translation>
    </message>
    <message>
        <location line="+59" />
        <source>Stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <location line="+61" />
        <source>Interrupted. The interpreter was started afresh: its variables and imports are gone.</source>
        <translation>已中断。解释器已重新启动：其变量和导入已丢失。</translation>
    </message>
    <message>
        <location line="+7" />
        <source>This context no longer exists in the sandbox (it was deleted).</source>
        <translation>沙箱中已不存在此上下文（已被删除）。</translation>
    </message>
    <message>
        <location line="+5" />
        <source>The code could not run: %1</source>
        <translation>代码无法运行：%1</translation>
    </message>
    <message>
        <location line="+11" />
        <source>Interrupted after %1</source>
        <translation>%1 后中断</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Failed after %1</source>
        <translation>%1 后失败</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Done in %1</source>
        <translation>用时 %1 完成</translation>
    </message>
    <message>
        <location line="+11" />
        <source>Running … %1</source>
        <translation>运行中… %1</translation>
    </message>
</context>
<context>
    <name>sandman::CodeInput</name>
    <message>
        <location filename="../ui/code/CodeInput.cpp" line="+21" />
        <source>Code — Shift+Enter runs it, Up/Down walk the history</source>
        <translation>代码 — Shift+Enter 运行，上/下方向键浏览历史</translation>
    </message>
</context>
<context>
    <name>sandman::CodeOutputView</name>
    <message>
        <location filename="../ui/code/CodeOutputView.cpp" line="+49" />
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <location line="+57" />
        <source>%1 of output not shown; Copy copies it</source>
        <translation>有 %1 的输出未显示；“复制”会复制它</translation>
    </message>
    <message>
        <location line="+9" />
        <source>[… more output not shown; Copy copies it]</source>
        <translation>[… 更多输出未显示；“复制”会复制它]</translation>
    </message>
</context>
<context>
    <name>sandman::CodePane</name>
    <message>
        <location filename="../ui/code/CodePane.cpp" line="+41" />
        <source>New</source>
        <translation>新建</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Restart</source>
        <translation>重新启动</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Refresh</source>
        <translation>刷新</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Code contexts</source>
        <translation>代码上下文</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Language of a new context</source>
        <translation>新上下文的语言</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Context</source>
        <translation>上下文</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <location line="+0" />
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Start a new interpreter of this language in the session's folder</source>
        <translation>在会话的文件夹中启动此语言的新解释器</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Replace the interpreter with a fresh one (its variables are lost)</source>
        <translation>用新的解释器替换当前解释器（其变量会丢失）</translation>
    </message>
    <message>
        <location line="+68" />
        <source>The sandbox was disconnected.</source>
        <translation>沙箱已断开连接。</translation>
    </message>
    <message>
        <location line="+53" />
        <location line="+28" />
        <location line="+106" />
        <source>idle</source>
        <translation>空闲</translation>
    </message>
    <message>
        <location line="-122" />
        <location line="+16" />
        <source>running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <location line="+3" />
        <source>idle (restarted)</source>
        <translation>空闲（已重新启动）</translation>
    </message>
    <message>
        <location line="+3" />
        <location line="+31" />
        <location line="+76" />
        <source>gone</source>
        <translation>已不存在</translation>
    </message>
    <message>
        <location line="-67" />
        <source>Could not list the code contexts: %1</source>
        <translation>无法列出代码上下文：%1</translation>
    </message>
    <message>
        <location line="+21" />
        <source>Could not start a %1 context: %2</source>
        <translation>无法启动 %1 上下文：%2</translation>
    </message>
    <message>
        <location line="+16" />
        <source>restarting</source>
        <translation>正在重新启动</translation>
    </message>
    <message>
        <location line="+16" />
        <source>Restarted: a fresh %1 interpreter (context %2).</source>
        <translation>已重新启动：新的 %1 解释器（上下文 %2）。</translation>
    </message>
    <message>
        <location line="+16" />
        <source>Could not restart the context: %1</source>
        <translation>无法重新启动上下文：%1</translation>
    </message>
    <message>
        <location line="+32" />
        <source>Could not delete the context: %1</source>
        <translation>无法删除上下文：%1</translation>
    </message>
    <message>
        <location line="+11" />
        <source>Select a session to use its sandbox's code contexts.</source>
        <translation>选择一个会话以使用其沙箱的代码上下文。</translation>
    </message>
    <message>
        <location line="+1" />
        <source>No code context in %1 yet: choose a language and press New.</source>
        <translation>%1 中还没有代码上下文：选择一种语言并点击“新建”。</translation>
    </message>
</context>
<context>
    <name>sandman::CodePaneController</name>
    <message>
        <location filename="../ui/code/CodePaneController.cpp" line="+13" />
        <source>Code</source>
        <translation>代码</translation>
    </message>
</context>
<context>
    <name>sandman::CodeResultView</name>
    <message>
        <location filename="../ui/code/CodeResultView.cpp" line="+112" />
        <source>The %1 image (%2) could not be decoded: %3</source>
        <translation>无法解码 %1 图像（%2）：%3</translation>
    </message>
    <message>
        <location line="+12" />
        <source>%1 image, %2 × %3 pixels</source>
        <translation>%1 图像，%2×%3 像素</translation>
    </message>
    <message>
        <location line="+28" />
        <source>Showing the first %1 of %2 rows.</source>
        <translation>显示 %2 行中的前 %1 行。</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Scripts in this HTML were not run.</source>
        <translation>此 HTML 中的脚本未被运行。</translation>
    </message>
    <message>
        <location line="+17" />
        <source>The result is %1 long: showing the first %2. Copy copies all of it.</source>
        <translation>结果大小为 %1：仅显示前 %2。“复制”会复制全部内容。</translation>
    </message>
    <message>
        <location line="+18" />
        <source>Source</source>
        <translation>源代码</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Show the HTML source instead of the rendered result</source>
        <translation>显示 HTML 源代码而非渲染结果</translation>
    </message>
</context>
<context>
    <name>sandman::ColorSchemeLibrary</name>
    <message>
        <location filename="../ui/terminal/ColorSchemeLibrary.cpp" line="+138" />
        <source>Cannot read "%1".</source>
        <translation>无法读取“%1”。</translation>
    </message>
    <message>
        <location line="+5" />
        <source>"%1" is not a Konsole colour scheme: it is not an INI file.</source>
        <translation>“%1”不是 Konsole 配色方案：它不是 INI 文件。</translation>
    </message>
    <message>
        <location line="+6" />
        <source>"%1" is not a usable Konsole colour scheme: [%2] with Color=red,green,blue is missing.</source>
        <translation>“%1”不是可用的 Konsole 配色方案：缺少包含 Color=red,green,blue 的 [%2]。</translation>
    </message>
</context>
<context>
    <name>sandman::CommandBar</name>
    <message>
        <location filename="../ui/main/CommandBar.cpp" line="+27" />
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Stop the running command and everything it started (Esc)</source>
        <translation>停止正在运行的命令及其启动的所有进程（Esc）</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Run the command in the selected session; the output goes to the log</source>
        <translation>在所选会话中运行命令，输出将写入日志</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Command</source>
        <translation>命令</translation>
    </message>
    <message>
        <location line="+2" />
        <source>A command to run in the selected session; Return runs it, Esc cancels the running one</source>
        <translation>要在所选会话中运行的命令；按 Return 运行，按 Esc 取消正在运行的命令</translation>
    </message>
    <message>
        <location line="+23" />
        <source>No session</source>
        <translation>无会话</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Run a command in session “%1”</source>
        <translation>在会话“%1”中运行命令</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Select a session to run commands</source>
        <translation>请选择一个会话以运行命令</translation>
    </message>
    <message>
        <location line="+70" />
        <source>The command failed unexpectedly.</source>
        <translation>命令意外失败。</translation>
    </message>
</context>
<context>
    <name>sandman::ConnectDialog</name>
    <message>
        <location filename="../ui/connect/ConnectDialog.cpp" line="+26" />
        <source>Remember the token in the system keyring</source>
        <translation>将令牌保存在系统密钥环中</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Connect to Remote Sandbox</source>
        <translation>连接到远程沙箱</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Optional, shown in the session list</source>
        <translation>可选，显示在会话列表中</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Access token printed by sandman-agent</source>
        <translation>sandman-agent 输出的访问令牌</translation>
    </message>
    <message>
        <location line="+5" />
        <source>No system keyring is available; the token is kept only while Sandman runs.</source>
        <translation>没有可用的系统密钥环；令牌仅在 Sandman 运行期间保留。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Connect</source>
        <translation>连接</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Agent &amp;address:</source>
        <translation>代理程序地址(&amp;A)：</translation>
    </message>
    <message>
        <location line="+3" />
        <source>From &amp;File…</source>
        <translation>从文件读取(&amp;F)…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Read the token from a token file (its first line)</source>
        <translation>从令牌文件读取令牌（第一行）</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Token File</source>
        <translation>令牌文件</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Access &amp;token:</source>
        <translation>访问令牌(&amp;T)：</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <location line="+35" />
        <source>Enter the address of a sandman-agent, for example ws://127.0.0.1:7681/ws.</source>
        <translation>请输入 sandman-agent 的地址，例如 ws://127.0.0.1:7681/ws。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>This is not a valid address.</source>
        <translation>这不是有效的地址。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The address must start with ws:// or wss://.</source>
        <translation>地址必须以 ws:// 或 wss:// 开头。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The address needs a host name.</source>
        <translation>地址中必须包含主机名。</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1 holds no token on its first line.</source>
        <translation>%1 的第一行没有令牌。</translation>
    </message>
</context>
<context>
    <name>sandman::ConnectionStatus</name>
    <message>
        <location filename="../ui/main/ConnectionStatus.cpp" line="+40" />
        <source>connected</source>
        <translation>已连接</translation>
    </message>
    <message>
        <location line="+2" />
        <source>stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <location line="+2" />
        <source>the agent refused the token</source>
        <translation>代理程序拒绝了该令牌</translation>
    </message>
    <message>
        <location line="+2" />
        <source>connecting</source>
        <translation>正在连接</translation>
    </message>
    <message>
        <location line="+1" />
        <source>not connected</source>
        <translation>未连接</translation>
    </message>
    <message>
        <location line="+7" />
        <source>%1, %2</source>
        <comment>a sandbox's connection state, then what else it is: connected, isolated</comment>
        <translation>%1，%2</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+17" />
        <source>Sandboxes connected: %1 of %2</source>
        <translation>已连接的沙箱：%1 / %2</translation>
    </message>
</context>
<context>
    <name>sandman::DiffView</name>
    <message>
        <location filename="../ui/files/DiffView.cpp" line="+86" />
        <source>Changes in the file</source>
        <translation>文件中的更改</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The file before</source>
        <translation>更改前的文件</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The file after</source>
        <translation>更改后的文件</translation>
    </message>
</context>
<context>
    <name>sandman::DurationText</name>
    <message>
        <location filename="../ui/log/DurationText.cpp" line="+13" />
        <source>%1 ms</source>
        <translation>%1毫秒</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 s</source>
        <translation>%1秒</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 min %2 s</source>
        <translation>%1分%2秒</translation>
    </message>
</context>
<context>
    <name>sandman::EnvEditorWidget</name>
    <message>
        <location filename="../ui/env/EnvEditorWidget.cpp" line="+29" />
        <source>&amp;Add</source>
        <translation>添加(&amp;A)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Remove</source>
        <translation>删除(&amp;R)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>A&amp;pply</source>
        <translation>应用(&amp;P)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Re&amp;vert</source>
        <translation>撤销更改(&amp;V)</translation>
    </message>
    <message>
        <location line="+7" />
        <location line="+20" />
        <source>Filter variables</source>
        <translation>筛选变量</translation>
    </message>
    <message>
        <location line="-5" />
        <source>Add a variable (Ctrl+N)</source>
        <translation>添加变量（Ctrl+N）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Unset the selected variables when applied (Delete)</source>
        <translation>应用时删除所选变量（Delete）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Edit a value over several lines</source>
        <translation>以多行方式编辑值</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Send all pending changes to the session (Ctrl+S)</source>
        <translation>将所有待应用的更改发送到会话（Ctrl+S）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Discard all pending changes</source>
        <translation>放弃所有待应用的更改</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Environment variables</source>
        <translation>环境变量</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Name and value of each variable; type to edit a cell, Ctrl+N adds one, Delete unsets the selected ones, Ctrl+S applies the pending changes</source>
        <translation>每个变量的名称和值；输入即可编辑单元格，Ctrl+N 添加变量，Delete 取消设置所选变量，Ctrl+S 应用待定更改</translation>
    </message>
    <message>
        <location line="+144" />
        <source>Applying…</source>
        <translation>正在应用…</translation>
    </message>
    <message>
        <location line="+24" />
        <source>Select a session to see its environment variables.</source>
        <translation>请选择一个会话以查看其环境变量。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Fix the names marked in red before applying.</source>
        <translation>应用前请修正标为红色的名称。</translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>%n pending change(s) in session “%1”.</source>
        <translation>
            <numerusform>会话“%1”中有%n项待应用的更改。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5" />
        <source>%n variable(s) in session “%1”.</source>
        <translation>
            <numerusform>会话“%1”中有%n个变量。</numerusform>
        </translation>
    </message>
    <message>
        <location line="-210" />
        <source>&amp;Edit…</source>
        <translation>编辑(&amp;E)…</translation>
    </message>
</context>
<context>
    <name>sandman::EnvValueDelegate</name>
    <message>
        <location filename="../ui/env/EnvValueDelegate.cpp" line="+50" />
        <source>Edit Value of %1</source>
        <translation>编辑 %1 的值</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Value of %1</source>
        <translation>%1 的值</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The value is stored exactly as written, including newlines, quotes and $ signs.</source>
        <translation>值将按输入原样保存，包括换行符、引号和$符号。</translation>
    </message>
</context>
<context>
    <name>sandman::EnvVarTableModel</name>
    <message>
        <location filename="../ui/env/EnvVarTableModel.cpp" line="+225" />
        <source>Invalid name: use letters, digits and underscores, not starting with a digit.</source>
        <translation>名称无效：只能使用字母、数字和下划线，且不能以数字开头。</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Duplicate name: another variable already has this name.</source>
        <translation>名称重复：已有其他变量使用此名称。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Will be unset when you apply.</source>
        <translation>应用后将被删除。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>New variable, not applied yet.</source>
        <translation>新变量，尚未应用。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Changed, not applied yet.</source>
        <translation>已更改，尚未应用。</translation>
    </message>
    <message>
        <location line="+72" />
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Value</source>
        <translation>值</translation>
    </message>
</context>
<context>
    <name>sandman::EnvironmentController</name>
    <message>
        <location filename="../ui/env/EnvironmentController.cpp" line="+35" />
        <source>Working directory changed to %1.</source>
        <translation>工作目录已更改为 %1。</translation>
    </message>
    <message>
        <location line="+53" />
        <source>Loading the environment of “%1”…</source>
        <translation>正在加载“%1”的环境变量…</translation>
    </message>
    <message>
        <location line="+18" />
        <location line="+2" />
        <source>Could not read the environment: %1</source>
        <translation>无法读取环境变量：%1</translation>
    </message>
    <message numerus="yes">
        <location line="+15" />
        <source>Applied %n environment change(s).</source>
        <translation>
            <numerusform>已应用%n项环境变量更改。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5" />
        <location line="+2" />
        <source>Could not apply: %1</source>
        <translation>无法应用：%1</translation>
    </message>
    <message>
        <location line="+14" />
        <source>Command timeout set to %1.</source>
        <translation>命令超时已设为%1。</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Could not change the timeout: %1</source>
        <translation>无法更改超时：%1</translation>
    </message>
</context>
<context>
    <name>sandman::ErrorText</name>
    <message>
        <location filename="../ui/log/ErrorText.cpp" line="+12" />
        <source>The request was refused as invalid.</source>
        <translation>请求无效，已被拒绝。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>That path is a folder, not a file.</source>
        <translation>该路径是文件夹，不是文件。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>That is not a usable Git repository address.</source>
        <translation>这不是可用的 Git 仓库地址。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>No such file or folder in the sandbox.</source>
        <translation>沙箱中没有该文件或文件夹。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>That process no longer exists.</source>
        <translation>该进程已不存在。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>That code context no longer exists.</source>
        <translation>该代码上下文已不存在。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>That session no longer exists.</source>
        <translation>该会话已不存在。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The repository has no such branch.</source>
        <translation>仓库中没有该分支。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The agent does not know this request; it may be older than this Sandman.</source>
        <translation>代理程序不认识此请求，其版本可能比此 Sandman 旧。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>A session with this ID exists already.</source>
        <translation>已存在使用此 ID 的会话。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The sandbox is busy with this; try again in a moment.</source>
        <translation>沙箱正忙于此操作，请稍后再试。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The session's shell ended; it starts afresh on the next command.</source>
        <translation>会话的 shell 已结束，下一条命令时会重新启动。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The session was deleted.</source>
        <translation>该会话已被删除。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The file is too large.</source>
        <translation>文件太大。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Permission denied in the sandbox.</source>
        <translation>在沙箱中权限不足。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The command could not be run.</source>
        <translation>无法运行该命令。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Git failed.</source>
        <translation>Git 执行失败。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The Git repository was not found.</source>
        <translation>找不到该 Git 仓库。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>A file or folder with that name exists already.</source>
        <translation>已存在同名文件或文件夹。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The process did not become ready in time.</source>
        <translation>进程未能及时就绪。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The process ended before it became ready.</source>
        <translation>进程在就绪前已结束。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The command ran into its timeout.</source>
        <translation>命令已达到超时时间。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The sandbox could not start watching those files.</source>
        <translation>沙箱无法开始监视这些文件。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The agent refused the token.</source>
        <translation>代理程序拒绝了该令牌。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The agent could not understand the request.</source>
        <translation>代理程序无法理解该请求。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The connection to the sandbox was lost.</source>
        <translation>与沙箱的连接已断开。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The terminal has ended.</source>
        <translation>终端已结束。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The sandbox reported an internal error.</source>
        <translation>沙箱报告了内部错误。</translation>
    </message>
    <message>
        <location line="+7" />
        <source>There is no folder “%1” in the sandbox.</source>
        <translation>沙箱中没有文件夹“%1”。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Permission denied: the sandbox may not open “%1”.</source>
        <translation>权限不足：沙箱无权打开“%1”。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>“%1” is a file, not a folder.</source>
        <translation>“%1”是文件，不是文件夹。</translation>
    </message>
    <message>
        <location line="+5" />
        <source>“%1”: %2</source>
        <translation>“%1”：%2</translation>
    </message>
    <message>
        <location line="+13" />
        <source>the agent refused the token</source>
        <translation>代理程序拒绝了该令牌</translation>
    </message>
    <message>
        <location line="+1" />
        <source>the agent refused the connection (HTTP %1)</source>
        <translation>代理程序拒绝了连接（HTTP %1）</translation>
    </message>
    <message>
        <location line="+4" />
        <source>the terminal has ended</source>
        <translation>终端已结束</translation>
    </message>
    <message>
        <location line="+2" />
        <source>the sandbox has shut down</source>
        <translation>沙箱已关闭</translation>
    </message>
    <message>
        <location line="+3" />
        <source>command not found: %1</source>
        <translation>找不到命令：%1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>the working directory is not a folder</source>
        <translation>工作目录不是文件夹</translation>
    </message>
    <message>
        <location line="+2" />
        <source>that terminal is running already</source>
        <translation>该终端已在运行</translation>
    </message>
    <message>
        <location line="+2" />
        <source>that terminal has ended: there is nothing to watch</source>
        <translation>该终端已结束：没有可查看的内容</translation>
    </message>
    <message>
        <location line="+8" />
        <source>%1 [%2]</source>
        <translation>%1 [%2]</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 (%2) [%3]</source>
        <translation>%1（%2）[%3]</translation>
    </message>
</context>
<context>
    <name>sandman::FileTransfers</name>
    <message>
        <location filename="../ui/files/FileTransfers.cpp" line="+91" />
        <location line="+50" />
        <source>The sandbox is no longer connected.</source>
        <translation>沙箱已不再连接。</translation>
    </message>
    <message>
        <location line="-37" />
        <location line="+9" />
        <location line="+34" />
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>sandman::FileTreeModel</name>
    <message>
        <location filename="../ui/files/FileTreeModel.cpp" line="+290" />
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Modified</source>
        <translation>修改时间</translation>
    </message>
</context>
<context>
    <name>sandman::FileViewer</name>
    <message>
        <location filename="../ui/files/FileViewer.cpp" line="+27" />
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <location line="+8" />
        <source>&amp;Previous Page</source>
        <translation>上一页(&amp;P)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Next Page</source>
        <translation>下一页(&amp;N)</translation>
    </message>
    <message>
        <location line="+33" />
        <source>File changed</source>
        <translation>文件已更改</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 changed in the sandbox since you opened it.</source>
        <translation>自您打开以来，%1 已在沙箱中被更改。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Overwrite it with your version, or reload it and lose your edits?</source>
        <translation>用您的版本覆盖它，还是重新加载并丢弃您的编辑？</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Overwrite</source>
        <translation>覆盖</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Reload</source>
        <translation>重新加载</translation>
    </message>
    <message>
        <location line="+20" />
        <source>Open a file from the tree.</source>
        <translation>请从树中打开一个文件。</translation>
    </message>
    <message>
        <location line="+182" />
        <source>Binary file, %1: too large to open here.</source>
        <translation>二进制文件，%1：太大，无法在此打开。</translation>
    </message>
    <message>
        <location line="+48" />
        <source>Lines %1–%2 of a file of %3, shown a page at a time (read-only)</source>
        <translation>第 %1–%2 行，文件大小 %3，按页显示（只读）</translation>
    </message>
    <message>
        <location line="-189" />
        <location line="+4" />
        <source>Opening %1…</source>
        <translation>正在打开 %1…</translation>
    </message>
    <message>
        <location line="+22" />
        <source>Binary file (%1), %2
SHA-256 %3</source>
        <translation>二进制文件（%1），%2
SHA-256 %3</translation>
    </message>
    <message>
        <location line="+1" />
        <source>unknown type</source>
        <translation>未知类型</translation>
    </message>
</context>
<context>
    <name>sandman::FilesController</name>
    <message>
        <location filename="../ui/files/FilesController.cpp" line="+14" />
        <source>Files</source>
        <translation>文件</translation>
    </message>
</context>
<context>
    <name>sandman::FilesPane</name>
    <message>
        <location filename="../ui/files/FilesPane.cpp" line="+79" />
        <source>Workspace files</source>
        <translation>工作区文件</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Filter files by name</source>
        <translation>按名称筛选文件</translation>
    </message>
    <message>
        <location line="+18" />
        <source>Some files were not copied:
%1</source>
        <translation>部分文件未能复制：
%1</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Filter by name</source>
        <translation>按名称筛选</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Hidden files</source>
        <translation>隐藏文件</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Show files and folders whose names start with a dot</source>
        <translation>显示名称以点开头的文件和文件夹</translation>
    </message>
    <message>
        <location line="+2" />
        <location line="+163" />
        <source>New folder</source>
        <translation>新建文件夹</translation>
    </message>
    <message>
        <location line="-162" />
        <location line="+240" />
        <source>Checkpoint now</source>
        <translation>立即创建检查点</translation>
    </message>
    <message>
        <location line="-220" />
        <source>New folder…</source>
        <translation>新建文件夹…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Rename…</source>
        <translation>重命名…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Delete…</source>
        <translation>删除…</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Upload Files…</source>
        <translation>上传文件…</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Download…</source>
        <translation>下载…</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Checkpoint now…</source>
        <translation>立即创建检查点…</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Cannot list %1: %2</source>
        <translation>无法列出 %1：%2</translation>
    </message>
    <message>
        <location line="+105" />
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Discard your changes to %1?</source>
        <translation>放弃对 %1 的更改？</translation>
    </message>
    <message>
        <location line="+23" />
        <source>Name of the new folder in %1:</source>
        <translation>%1 中新文件夹的名称：</translation>
    </message>
    <message>
        <location line="+5" />
        <source>A folder name cannot contain "/" or be "." or "..".</source>
        <translation>文件夹名称不能包含“/”，也不能是“.”或“..”。</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Cannot create the folder: %1</source>
        <translation>无法创建文件夹：%1</translation>
    </message>
    <message>
        <location line="+11" />
        <source>Rename</source>
        <translation>重命名</translation>
    </message>
    <message>
        <location line="+0" />
        <source>New name for %1:</source>
        <translation>%1 的新名称：</translation>
    </message>
    <message>
        <location line="+6" />
        <source>A name cannot contain "/".</source>
        <translation>名称不能包含“/”。</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Cannot rename: %1</source>
        <translation>无法重命名：%1</translation>
    </message>
    <message>
        <location line="+11" />
        <location line="+5" />
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <location line="-4" />
        <source>Delete the folder %1 and everything in it?</source>
        <translation>删除文件夹 %1 及其中的所有内容？</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Delete %1?</source>
        <translation>删除 %1？</translation>
    </message>
    <message>
        <location line="+2" />
        <source>A checkpoint taken before can bring it back.</source>
        <translation>之前创建的检查点可以将其恢复。</translation>
    </message>
    <message>
        <location line="+7" />
        <location line="+12" />
        <source>Cannot delete: %1</source>
        <translation>无法删除：%1</translation>
    </message>
    <message>
        <location line="+11" />
        <source>Name of the checkpoint (optional):</source>
        <translation>检查点名称（可选）：</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Cannot take a checkpoint: %1</source>
        <translation>无法创建检查点：%1</translation>
    </message>
    <message>
        <location line="+16" />
        <source>Upload Files</source>
        <translation>上传文件</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Download To</source>
        <translation>下载到</translation>
    </message>
    <message>
        <location line="+17" />
        <source>Copying from the sandbox…</source>
        <translation>正在从沙箱复制…</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
</context>
<context>
    <name>sandman::ImageComparison</name>
    <message>
        <location filename="../ui/files/ImageComparison.cpp" line="+41" />
        <source>The image before</source>
        <translation>更改前的图像</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The image after</source>
        <translation>更改后的图像</translation>
    </message>
</context>
<context>
    <name>sandman::JsonTreeWidget</name>
    <message numerus="yes">
        <location filename="../ui/code/JsonTreeWidget.cpp" line="+23" />
        <source>[%n item(s)]</source>
        <translation>
            <numerusform>[%n 项]</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>{%n key(s)}</source>
        <translation>
            <numerusform>{%n 个键}</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11" />
        <source>Key</source>
        <translation>键</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message numerus="yes">
        <location line="+25" />
        <location line="+11" />
        <source>… %n more</source>
        <translation>
            <numerusform>… 还有 %n 个</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sandman::KubeApiClient</name>
    <message>
        <location filename="../core/cluster/KubeApiClient.cpp" line="+166" />
        <source>Cannot reach the Kubernetes API server %1: %2</source>
        <translation>无法连接 Kubernetes API 服务器 %1：%2</translation>
    </message>
    <message>
        <location line="+20" />
        <source>agent-sandbox is not installed on this cluster: the API server does not serve %1.</source>
        <translation>此集群未安装 agent-sandbox：API 服务器未提供 %1。</translation>
    </message>
    <message>
        <location line="+31" />
        <source>agent-sandbox is not installed on this cluster: the API server does not serve the %1 API group.</source>
        <translation>此集群未安装 agent-sandbox：API 服务器未提供 %1 API 组。</translation>
    </message>
    <message>
        <location line="+186" />
        <source>Sandbox “%1” was deleted, but not its token Secret “%2”: %3</source>
        <translation>沙箱“%1”已删除，但其令牌 Secret“%2”未能删除：%3</translation>
    </message>
    <message>
        <location line="+36" />
        <source>The agent-sandbox extensions (SandboxTemplate) are not installed on this cluster.</source>
        <translation>此集群未安装 agent-sandbox 扩展（SandboxTemplate）。</translation>
    </message>
    <message>
        <location line="+33" />
        <source>Sandbox “%1” is not ready (%2%3).</source>
        <translation>沙箱“%1”尚未就绪（%2%3）。</translation>
    </message>
    <message>
        <location line="+17" />
        <source>The pod “%1” is not ready (phase %2).</source>
        <translation>Pod“%1”尚未就绪（阶段 %2）。</translation>
    </message>
</context>
<context>
    <name>sandman::KubeConfig</name>
    <message>
        <location filename="../core/cluster/KubeConfig.cpp" line="+66" />
        <source>%1 is not valid YAML (line %2, column %3): %4</source>
        <translation>%1 不是有效的 YAML（第%2行，第%3列）：%4</translation>
    </message>
    <message>
        <location line="+10" />
        <source>%1 is not a kubeconfig (expected a mapping with clusters, users and contexts).</source>
        <translation>%1 不是 kubeconfig（应为包含 clusters、users 和 contexts 的映射）。</translation>
    </message>
    <message>
        <location line="+16" />
        <source>%1: certificate-authority-data of cluster “%2” is not base64.</source>
        <translation>%1：集群“%2”的 certificate-authority-data 不是 base64。</translation>
    </message>
    <message>
        <location line="+18" />
        <source>%1: the client certificate or key data of user “%2” is not base64.</source>
        <translation>%1：用户“%2”的客户端证书或密钥数据不是 base64。</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1: the exec credential plugin of user “%2” has no command.</source>
        <translation>%1：用户“%2”的 exec 凭据插件没有指定命令。</translation>
    </message>
    <message>
        <location line="+17" />
        <source>%1 is not a valid kubeconfig: %2</source>
        <translation>%1 不是有效的 kubeconfig：%2</translation>
    </message>
    <message>
        <location line="+18" />
        <source>Cannot read the kubeconfig %1: %2</source>
        <translation>无法读取 kubeconfig %1：%2</translation>
    </message>
    <message>
        <location line="+11" />
        <source>The kubeconfig %1 does not exist.</source>
        <translation>kubeconfig %1 不存在。</translation>
    </message>
    <message>
        <location line="+1" />
        <source>None of the kubeconfig files exist: %1</source>
        <translation>所有 kubeconfig 文件都不存在：%1</translation>
    </message>
    <message>
        <location line="+30" />
        <source>The kubeconfig sets no current context; choose one of: %1</source>
        <translation>该 kubeconfig 未设置当前上下文；请从以下上下文中选择一个：%1</translation>
    </message>
    <message>
        <location line="+7" />
        <source>The kubeconfig has no context “%1” (it defines no contexts).</source>
        <translation>该 kubeconfig 中没有上下文“%1”（其中未定义任何上下文）。</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The kubeconfig has no context “%1”; it has: %2</source>
        <translation>该 kubeconfig 中没有上下文“%1”；现有上下文：%2</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Context “%1” refers to cluster “%2”, which the kubeconfig does not define (or has no server).</source>
        <translation>上下文“%1”引用了集群“%2”，但该 kubeconfig 未定义此集群（或其没有 server）。</translation>
    </message>
    <message>
        <location line="+11" />
        <source>Context “%1” refers to user “%2”, which the kubeconfig does not define.</source>
        <translation>上下文“%1”引用了用户“%2”，但该 kubeconfig 未定义此用户。</translation>
    </message>
</context>
<context>
    <name>sandman::KubeCredentials</name>
    <message>
        <location filename="../core/cluster/KubeCredentials.cpp" line="+103" />
        <source>The client certificate or key of user “%1” cannot be read (PEM expected).</source>
        <translation>无法读取用户“%1”的客户端证书或密钥（应为 PEM 格式）。</translation>
    </message>
    <message>
        <location line="+25" />
        <source>The credential plugin “%1” of user “%2” was not found on PATH (or is not executable).</source>
        <translation>在 PATH 中找不到用户“%2”的凭据插件“%1”（或其不可执行）。</translation>
    </message>
    <message>
        <location line="+40" />
        <source>The credential plugin “%1” could not be started: %2</source>
        <translation>无法启动凭据插件“%1”：%2</translation>
    </message>
    <message>
        <location line="+7" />
        <source>The credential plugin “%1” did not answer within %2 seconds.</source>
        <translation>凭据插件“%1”未在%2秒内响应。</translation>
    </message>
    <message>
        <location line="+15" />
        <source>The credential plugin “%1” failed (exit code %2): %3</source>
        <translation>凭据插件“%1”失败（退出码 %2）：%3</translation>
    </message>
    <message>
        <location line="+17" />
        <source>The credential plugin “%1” did not print an ExecCredential.</source>
        <translation>凭据插件“%1”未输出 ExecCredential。</translation>
    </message>
    <message>
        <location line="+6" />
        <source>The credential plugin “%1” answered with %2, but the kubeconfig asks for %3.</source>
        <translation>凭据插件“%1”返回的是 %2，但 kubeconfig 要求的是 %3。</translation>
    </message>
    <message>
        <location line="+9" />
        <source>The credential plugin “%1” returned neither a token nor a client certificate and key.</source>
        <translation>凭据插件“%1”既未返回令牌，也未返回客户端证书和密钥。</translation>
    </message>
    <message>
        <location line="+9" />
        <source>The credential plugin “%1” returned an unreadable expirationTimestamp “%2”.</source>
        <translation>凭据插件“%1”返回了无法解析的 expirationTimestamp“%2”。</translation>
    </message>
    <message>
        <location line="+14" />
        <source>The credential plugin “%1” returned a client certificate or key that cannot be read.</source>
        <translation>凭据插件“%1”返回的客户端证书或密钥无法读取。</translation>
    </message>
</context>
<context>
    <name>sandman::KubePortForward</name>
    <message>
        <location filename="../core/cluster/KubePortForward.cpp" line="+29" />
        <source>Cannot listen on a local port for pod “%1”: %2</source>
        <translation>无法为 Pod“%1”监听本地端口：%2</translation>
    </message>
</context>
<context>
    <name>sandman::KubePortForwardTunnel</name>
    <message>
        <location filename="../core/cluster/KubePortForwardTunnel.cpp" line="+88" />
        <source>The API server refused to forward port %1 of pod “%2”: %3</source>
        <translation>API 服务器拒绝转发 Pod“%2”的端口 %1：%3</translation>
    </message>
    <message>
        <location line="+15" />
        <source>The API server did not agree to the %1 port-forward protocol.</source>
        <translation>API 服务器不接受 %1 端口转发协议。</translation>
    </message>
    <message>
        <location line="+19" />
        <source>The API server's port-forward stream named port %1 instead of %2.</source>
        <translation>API 服务器的端口转发流指明的是端口 %1，而不是 %2。</translation>
    </message>
    <message>
        <location line="+17" />
        <source>Port-forward to pod “%1” port %2 failed: %3</source>
        <translation>到 Pod“%1”端口 %2 的端口转发失败：%3</translation>
    </message>
</context>
<context>
    <name>sandman::KubeRequestTarget</name>
    <message>
        <location filename="../core/cluster/KubeRequestTarget.cpp" line="+77" />
        <source>HTTP status %1</source>
        <translation>HTTP 状态码 %1</translation>
    </message>
    <message>
        <location line="+6" />
        <source>The API server %1 refused the credentials of user “%2” (expired or invalid): %3</source>
        <translation>API 服务器 %1 拒绝了用户“%2”的凭据（已过期或无效）：%3</translation>
    </message>
    <message>
        <location line="+15" />
        <source>Forbidden: user “%1” may not %2 %3 (%4)</source>
        <translation>禁止访问：用户“%1”无权对 %3 执行 %2（%4）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Forbidden: user “%1” may not %2 %3 in namespace “%4” (%5)</source>
        <translation>禁止访问：用户“%1”无权在命名空间“%4”中对 %3 执行 %2（%5）</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Not found: %1</source>
        <translation>未找到：%1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 “%2” was not found in namespace “%3”.</source>
        <translation>在命名空间“%3”中找不到 %1“%2”。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Conflict: %1</source>
        <translation>冲突：%1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The resource version is too old, list again: %1</source>
        <translation>资源版本过旧，请重新列出：%1</translation>
    </message>
    <message>
        <location line="+5" />
        <source>The API server rejected the request to %1 %2: %3</source>
        <translation>API 服务器拒绝了对 %2 执行 %1 的请求：%3</translation>
    </message>
    <message>
        <location line="+5" />
        <source>The API server failed to %1 %2: %3</source>
        <translation>API 服务器未能对 %2 执行 %1：%3</translation>
    </message>
</context>
<context>
    <name>sandman::KubeSandboxInfo</name>
    <message>
        <location filename="../core/cluster/KubeSandboxInfo.cpp" line="+84" />
        <source>Ready</source>
        <translation>就绪</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Suspended</source>
        <translation>已暂停</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Finished</source>
        <translation>已结束</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Pending</source>
        <translation>等待中</translation>
    </message>
    <message>
        <location line="+10" />
        <source>%1s</source>
        <extracomment>Ages as kubectl prints them: seconds, minutes, hours, days.</extracomment>
        <translation>%1秒</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1m</source>
        <translation>%1分钟</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1h</source>
        <translation>%1小时</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1d</source>
        <translation>%1天</translation>
    </message>
</context>
<context>
    <name>sandman::KubeWatch</name>
    <message>
        <location filename="../core/cluster/KubeWatch.cpp" line="+59" />
        <source>The API server sent an unreadable watch event: %1</source>
        <translation>API 服务器发送了无法解析的监视事件：%1</translation>
    </message>
    <message>
        <location line="+10" />
        <source>The watch failed: %1</source>
        <translation>监视失败：%1</translation>
    </message>
    <message>
        <location line="+26" />
        <source>The watch lost its connection to the API server: %1</source>
        <translation>监视与 API 服务器的连接已断开：%1</translation>
    </message>
    <message>
        <location line="+5" />
        <source>The API server refused the watch (HTTP %1): %2</source>
        <translation>API 服务器拒绝了监视请求（HTTP %1）：%2</translation>
    </message>
</context>
<context>
    <name>sandman::LaunchOptions</name>
    <message>
        <location filename="../ui/main/LaunchOptions.cpp" line="+38" />
        <source>Run COMMAND with its arguments (everything after -e) in a terminal tab instead of a shell; Sandman quits when it ends, with its exit status.</source>
        <translation>在终端标签页中运行 COMMAND 及其参数（-e 之后的所有内容），而不是 shell；命令结束时 Sandman 随之退出，并返回其退出状态。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>With -e: keep the tab open when the command has ended (with its exit status).</source>
        <translation>与 -e 一起使用：命令结束后保持标签页打开（并显示其退出状态）。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Open a terminal tab in this session of the local sandbox (created when it does not exist).</source>
        <translation>在本地沙箱的此会话中打开终端标签页（会话不存在时会创建）。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Create a new session of the local sandbox and open a terminal tab in it.</source>
        <translation>在本地沙箱中新建会话，并在其中打开终端标签页。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The working directory of the new session, or of the terminal tab.</source>
        <translation>新会话或终端标签页的工作目录。</translation>
    </message>
    <message>
        <location line="+9" />
        <source>-e needs a command to run</source>
        <translation>-e 需要指定要运行的命令</translation>
    </message>
    <message>
        <location line="+8" />
        <source>--session needs a session id</source>
        <translation>--session 需要指定会话 ID</translation>
    </message>
    <message>
        <location line="+4" />
        <source>--session and --new-session cannot be used together</source>
        <translation>--session 和 --new-session 不能同时使用</translation>
    </message>
    <message>
        <location line="+4" />
        <source>--hold only applies to a command started with -e</source>
        <translation>--hold 仅适用于用 -e 启动的命令</translation>
    </message>
    <message>
        <location line="+6" />
        <source>--cwd needs a directory</source>
        <translation>--cwd 需要指定工作目录</translation>
    </message>
</context>
<context>
    <name>sandman::LocalSandbox</name>
    <message>
        <location filename="../ui/main/LocalSandbox.cpp" line="+83" />
        <source>isolation is turned off</source>
        <translation>隔离已关闭</translation>
    </message>
    <message>
        <location line="+6" />
        <location line="+7" />
        <source>The local sandbox cannot be isolated: %1</source>
        <translation>无法隔离本地沙箱：%1</translation>
    </message>
    <message>
        <location line="+45" />
        <source>The local sandbox runs inside Sandman and ends with it.</source>
        <translation>本地沙箱在 Sandman 内运行，随 Sandman 一起结束。</translation>
    </message>
    <message>
        <location line="+32" />
        <source>The local sandbox ended unexpectedly; its processes and terminals are gone.</source>
        <translation>本地沙箱意外结束，其进程和终端都已不复存在。</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 Starting it again.</source>
        <translation>%1正在重新启动。</translation>
    </message>
    <message>
        <location line="+14" />
        <source>The local sandbox could not be started again: %1</source>
        <translation>无法重新启动本地沙箱：%1</translation>
    </message>
    <message>
        <location line="+36" />
        <source>isolation (bubblewrap)</source>
        <translation>隔离（bubblewrap）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>no isolation</source>
        <translation>无隔离</translation>
    </message>
    <message>
        <location line="+8" />
        <source>network “%1”</source>
        <translation>网络“%1”</translation>
    </message>
    <message>
        <location line="+8" />
        <source>no passed variables</source>
        <translation>不传入环境变量</translation>
    </message>
    <message>
        <location line="+1" />
        <source>passed variables %1</source>
        <translation>传入的环境变量 %1</translation>
    </message>
    <message>
        <location line="+9" />
        <source>isolated</source>
        <translation>已隔离</translation>
    </message>
    <message>
        <location line="+0" />
        <source>not isolated</source>
        <translation>未隔离</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Confined with bubblewrap: the system is read-only, the workspace is at /workspace, and /tmp, the home folder and the processes are its own.</source>
        <translation>已通过 bubblewrap 隔离：系统为只读，工作区位于 /workspace，/tmp、主目录和进程均为沙箱独有。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Commands run with your own files and processes within reach: %1</source>
        <translation>命令运行时可以访问您自己的文件和进程：%1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>It runs inside Sandman and ends when Sandman is closed.</source>
        <translation>它在 Sandman 内运行，关闭 Sandman 时即结束。</translation>
    </message>
    <message>
        <location line="+7" />
        <source>none (loopback only)</source>
        <translation>无（仅回环）</translation>
    </message>
    <message>
        <location line="+2" />
        <source>the host's (unsafe: the host's loopback services are reachable)</source>
        <translation>主机网络（不安全：可访问主机的回环服务）</translation>
    </message>
    <message>
        <location line="+2" />
        <source>outbound only (slirp4netns; the host's loopback is unreachable)</source>
        <translation>仅出站（slirp4netns；无法访问主机的回环）</translation>
    </message>
    <message>
        <location line="+2" />
        <source>a short allowlist</source>
        <translation>简短的允许列表</translation>
    </message>
    <message>
        <location line="+1" />
        <source>a short allowlist and %1</source>
        <translation>简短的允许列表以及 %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Root inside the sandbox has no capabilities and is an unprivileged user outside it; network: %1; environment: %2.</source>
        <translation>沙箱内的 root 没有任何权能，在沙箱外是无特权用户；网络：%1；环境变量：%2。</translation>
    </message>
</context>
<context>
    <name>sandman::LocalSandboxController</name>
    <message>
        <location filename="../ui/main/LocalSandboxController.cpp" line="+48" />
        <location line="+37" />
        <source>S&amp;top Local Sandbox…</source>
        <translation>停止本地沙箱(&amp;T)…</translation>
    </message>
    <message>
        <location line="-13" />
        <source>[The local sandbox was stopped]</source>
        <translation>[本地沙箱已停止]</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Its sessions, processes and terminals have ended.</source>
        <translation>其会话、进程和终端均已结束。</translation>
    </message>
    <message>
        <location line="+10" />
        <source>S&amp;tart Local Sandbox</source>
        <translation>启动本地沙箱(&amp;T)</translation>
    </message>
    <message>
        <location line="+27" />
        <source>The local sandbox is running isolated with bubblewrap.</source>
        <translation>本地沙箱正在 bubblewrap 隔离下运行。</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The local sandbox is running without isolation.</source>
        <translation>本地沙箱正在无隔离状态下运行。</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Running it without isolation needs a restart.</source>
        <translation>要在无隔离状态下运行，需要重新启动。</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Isolating it needs a restart.</source>
        <translation>要启用隔离，需要重新启动。</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Restart the Local Sandbox?</source>
        <translation>重新启动本地沙箱？</translation>
    </message>
    <message>
        <location line="+3" />
        <source>A restart ends every command, background process and terminal in it; the sessions come back with their environment, folder and timeout.</source>
        <translation>重新启动会结束其中所有命令、后台进程和终端；会话会以原有的环境变量、工作目录和超时设置恢复。</translation>
    </message>
    <message>
        <location line="+2" />
        <location line="+85" />
        <source>&amp;Restart</source>
        <translation>重新启动(&amp;R)</translation>
    </message>
    <message>
        <location line="-84" />
        <source>&amp;Keep It Running</source>
        <translation>保持运行(&amp;K)</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Restart the Local Sandbox</source>
        <translation>重新启动本地沙箱</translation>
    </message>
    <message>
        <location line="+1" />
        <location line="+78" />
        <source>The local sandbox could not be restarted: %1</source>
        <translation>无法重新启动本地沙箱：%1</translation>
    </message>
    <message numerus="yes">
        <location line="-60" />
        <source>session %1: %n command(s) running or queued</source>
        <translation>
            <numerusform>会话 %1：%n条命令正在运行或排队</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10" />
        <source>background process %1 (pid %2): %3</source>
        <translation>后台进程 %1（PID %2）：%3</translation>
    </message>
    <message>
        <location line="+32" />
        <source>The local sandbox could not be started: %1</source>
        <translation>无法启动本地沙箱：%1</translation>
    </message>
    <message>
        <location line="-160" />
        <source>Stop Local Sandbox</source>
        <translation>停止本地沙箱</translation>
    </message>
    <message>
        <location line="+25" />
        <location line="+19" />
        <source>stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <location line="+21" />
        <source>Sessions keep running when Sandman closes and it reconnects to them (File ▸ Stop Local Sandbox ends them).</source>
        <translation>关闭 Sandman 后会话仍会运行，再次打开时会重新连接（结束：文件 ▸ 停止本地沙箱）。</translation>
    </message>
    <message>
        <location line="+75" />
        <source>%1 of session %2</source>
        <comment>a terminal of a session</comment>
        <translation>会话 %2 的%1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 of session %2, running “%3”</source>
        <comment>a terminal of a session</comment>
        <translation>会话 %2 的%1，正在运行“%3”</translation>
    </message>
    <message>
        <location line="+21" />
        <source>Stop the local sandbox? Every session's shell, command, background process and terminal in it ends.</source>
        <translation>停止本地沙箱？其中每个会话的 shell、命令、后台进程和终端都会结束。</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Restart the local sandbox with this window's settings? Every session's shell, command, background process and terminal in it ends; the sessions come back with their environment, folder and timeout.</source>
        <translation>要按此窗口的设置重新启动本地沙箱吗？其中每个会话的 shell、命令、后台进程和终端都会结束；会话会以原有的环境变量、工作目录和超时设置恢复。</translation>
    </message>
    <message>
        <location line="+41" />
        <source>Stop the local sandbox of the workspace %1? Every session's shell, command, background process and terminal in it ends.</source>
        <translation>要停止工作区 %1 的本地沙箱吗？其中每个会话的 shell、命令、后台进程和终端都会结束。</translation>
    </message>
    <message>
        <location line="+5" />
        <source>This window is not connected to it, so what runs there is not listed.</source>
        <translation>此窗口未连接到它，因此无法列出其中正在运行的内容。</translation>
    </message>
    <message>
        <location line="+13" />
        <source>The local sandbox of the workspace %1 still runs, with its sessions; this window uses %2. Changing the workspace starts a sandbox of its own.</source>
        <translation>工作区 %1 的本地沙箱及其会话仍在运行；此窗口使用的是 %2。更换工作区会启动一个单独的沙箱。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>S&amp;top the Other Sandbox…</source>
        <translation>停止另一个沙箱(&amp;T)…</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Nothing is running in it right now.</source>
        <translation>其中目前没有正在运行的内容。</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Running now:
%1</source>
        <translation>正在运行：
%1</translation>
    </message>
    <message>
        <location line="-81" />
        <location line="+55" />
        <source>&amp;Stop</source>
        <translation>停止(&amp;S)</translation>
    </message>
    <message>
        <location line="-53" />
        <location line="+57" />
        <source>The local sandbox could not be stopped: %1</source>
        <translation>无法停止本地沙箱：%1</translation>
    </message>
    <message>
        <location line="+28" />
        <source>The local sandbox does not answer: %1</source>
        <translation>本地沙箱没有响应：%1</translation>
    </message>
    <message>
        <location line="+15" />
        <source>Restored after a restart: the session's environment, folder and timeout are back; its shell's history, functions and running commands are not.</source>
        <translation>重启后已恢复：会话的环境变量、工作目录和超时设置已恢复；其 shell 的历史、函数和正在运行的命令无法恢复。</translation>
    </message>
</context>
<context>
    <name>sandman::LogModel</name>
    <message>
        <location filename="../ui/log/LogModel.cpp" line="+72" />
        <source>
[output cut: %1 bytes in all, the first %2 kept]</source>
        <translation>
[输出已截断：共%1字节，保留前%2字节]</translation>
    </message>
    <message>
        <location line="+9" />
        <source>cancelled after %1</source>
        <translation>在%1后取消</translation>
    </message>
    <message>
        <location line="+2" />
        <source>the shell exited with code %1 after %2; the next command starts a fresh shell</source>
        <translation>Shell 在%2后退出，退出码 %1；下一条命令将启动新的 Shell</translation>
    </message>
    <message>
        <location line="+4" />
        <source>stopped by its %1 timeout after %2 (exit code %3)</source>
        <translation>达到%1的超时限制，在%2后停止（退出码 %3）</translation>
    </message>
    <message>
        <location line="+4" />
        <source>timed out after %1 (exit code %2)</source>
        <translation>%1后超时（退出码 %2）</translation>
    </message>
    <message>
        <location line="+4" />
        <source>exit code %1 in %2</source>
        <translation>退出码 %1，耗时%2</translation>
    </message>
    <message>
        <location line="+133" />
        <source>command</source>
        <translation>命令</translation>
    </message>
    <message>
        <location line="+2" />
        <source>stdout</source>
        <translation>stdout</translation>
    </message>
    <message>
        <location line="+2" />
        <source>stderr</source>
        <translation>stderr</translation>
    </message>
    <message>
        <location line="+2" />
        <source>result</source>
        <translation>结果</translation>
    </message>
    <message>
        <location line="+2" />
        <source>info</source>
        <translation>信息</translation>
    </message>
    <message>
        <location line="+2" />
        <source>error</source>
        <translation>错误</translation>
    </message>
    <message>
        <location line="+47" />
        <source>%1…</source>
        <translation>%1…</translation>
    </message>
    <message>
        <location line="+39" />
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Session</source>
        <translation>会话</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Duration</source>
        <translation>耗时</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Text</source>
        <translation>内容</translation>
    </message>
</context>
<context>
    <name>sandman::LogPane</name>
    <message>
        <location filename="../ui/log/LogPane.cpp" line="+44" />
        <location line="+1" />
        <source>Filter log</source>
        <translation>筛选日志</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Copy the selected entries</source>
        <translation>复制所选条目</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Save…</source>
        <translation>保存…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Save the visible entries to a file</source>
        <translation>将显示的条目保存到文件</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Changed Files…</source>
        <translation>已更改的文件…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The files this command created, changed or deleted, with diffs and undo</source>
        <translation>此命令创建、更改或删除的文件，附差异与撤销</translation>
    </message>
    <message>
        <location line="+11" />
        <source>Clear</source>
        <translation>清除</translation>
    </message>
    <message>
        <location line="+14" />
        <source>Select an entry to see it whole</source>
        <translation>选择一条记录以查看完整内容</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Command log</source>
        <translation>命令日志</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Every command run from this window, its output and result</source>
        <translation>从此窗口运行的每条命令及其输出和结果</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Log entry</source>
        <translation>日志条目</translation>
    </message>
    <message>
        <location line="+80" />
        <source>running since %1</source>
        <translation>自 %1 起运行中</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Errors (stderr)</source>
        <translation>错误输出（stderr）</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Output (stdout)</source>
        <translation>输出（stdout）</translation>
    </message>
    <message>
        <location line="+69" />
        <location line="+6" />
        <source>Save Log</source>
        <translation>保存日志</translation>
    </message>
    <message>
        <location line="-5" />
        <source>Log files (*.log *.txt);;All files (*)</source>
        <translation>日志文件(*.log *.txt);;所有文件(*)</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Could not save the log: %1</source>
        <translation>无法保存日志：%1</translation>
    </message>
</context>
<context>
    <name>sandman::MainWindow</name>
    <message>
        <location filename="../ui/main/MainWindow.cpp" line="+59" />
        <source>Sandman</source>
        <translation>Sandman</translation>
    </message>
    <message>
        <location filename="../ui/tabs/ClientTerminalBackend.cpp" line="+69" />
        <source>Could not end the terminal: %1</source>
        <translation>无法结束该终端：%1</translation>
    </message>
    <message>
        <location filename="../ui/main/WindowMenus.cpp" line="+30" />
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;About Sandman</source>
        <translation>关于 Sandman(&amp;A)</translation>
    </message>
    <message>
        <location filename="../ui/main/MainWindow.cpp" line="+83" />
        <source>Sessions</source>
        <translation>会话</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Environment</source>
        <translation>环境变量</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Processes</source>
        <translation>进程</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Log</source>
        <translation>日志</translation>
    </message>
    <message>
        <location line="+15" />
        <source>Activity</source>
        <translation>活动</translation>
    </message>
    <message>
        <location filename="../ui/main/WindowMenus.cpp" line="+14" />
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location line="+9" />
        <source>&amp;Session</source>
        <translation>会话(&amp;S)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location line="+11" />
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <location line="+6" />
        <source>System Default</source>
        <translation>系统默认</translation>
    </message>
    <message>
        <location line="+8" />
        <source>The language changes when Sandman is started again.</source>
        <translation>重新启动 Sandman 后将切换语言。</translation>
    </message>
    <message>
        <location line="-20" />
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location filename="../ui/main/MainWindow.cpp" line="+208" />
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+2" />
        <location line="+7" />
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location filename="../ui/tabs/ClientTerminalBackend.cpp" line="-35" />
        <source>Terminal of session “%1”: %2</source>
        <translation>会话“%1”的终端：%2</translation>
    </message>
</context>
<context>
    <name>sandman::NewSandboxDialog</name>
    <message>
        <location filename="../ui/cluster/NewSandboxDialog.cpp" line="+50" />
        <source>Shut down at</source>
        <translation>定时关闭于</translation>
    </message>
    <message>
        <location line="+5" />
        <source>New Sandbox on %1</source>
        <translation>在 %1 上新建沙箱</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Sandman's agent pod (built in)</source>
        <translation>Sandman 的代理程序 Pod（内置）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>e.g. 500m or 2</source>
        <translation>例如 500m 或 2</translation>
    </message>
    <message>
        <location line="+1" />
        <source>e.g. 512Mi or 2Gi</source>
        <translation>例如 512Mi 或 2Gi</translation>
    </message>
    <message>
        <location line="+1" />
        <location line="+6" />
        <source>NAME=value, one per line</source>
        <translation>NAME=value，每行一个</translation>
    </message>
    <message>
        <location line="-1" />
        <source>Shutdown time</source>
        <translation>关闭时间</translation>
    </message>
    <message>
        <location line="+9" />
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Template:</source>
        <translation>模板(&amp;T)：</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Image:</source>
        <translation>镜像(&amp;I)：</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;CPU:</source>
        <translation>CPU(&amp;C)：</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Memory:</source>
        <translation>内存(&amp;M)：</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Environment:</source>
        <translation>环境变量(&amp;E)：</translation>
    </message>
    <message>
        <location line="+24" />
        <source>SandboxTemplate %1</source>
        <translation>SandboxTemplate %1</translation>
    </message>
    <message>
        <location line="+43" />
        <source>Environment line %1 is not NAME=value with a name of letters, digits and '_'.</source>
        <translation>环境变量第%1行不是 NAME=value 格式，或名称不只由字母、数字和 '_' 组成。</translation>
    </message>
    <message>
        <location line="+16" />
        <source>The name must be a lowercase DNS label (letters, digits and '-', at most 63).</source>
        <translation>名称必须是小写的 DNS 标签（字母、数字和 '-'，最多63个字符）。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Give the container image that runs sandman-agent.</source>
        <translation>请指定运行 sandman-agent 的容器镜像。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>CPU is a number of cores (2, 0.5) or millicores (500m).</source>
        <translation>CPU 为核数（2、0.5）或毫核数（500m）。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Memory is an amount such as 512Mi or 2Gi.</source>
        <translation>内存为 512Mi 或 2Gi 这样的容量。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The shutdown time is in the past.</source>
        <translation>关闭时间已过去。</translation>
    </message>
</context>
<context>
    <name>sandman::NewSessionDialog</name>
    <message>
        <location filename="../ui/sessions/NewSessionDialog.cpp" line="+29" />
        <source>Working Directory Missing</source>
        <translation>工作目录不存在</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The folder “%1” does not exist in the sandbox.</source>
        <translation>沙箱中不存在工作目录“%1”。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Create it and start the session there?</source>
        <translation>要创建它并在其中启动会话吗？</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Create Folder</source>
        <translation>创建工作目录</translation>
    </message>
    <message>
        <location line="+11" />
        <source>&amp;Browse…</source>
        <translation>浏览(&amp;B)…</translation>
    </message>
    <message>
        <location line="+6" />
        <source>New Session in %1</source>
        <translation>在 %1 中新建会话</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Generated when empty</source>
        <translation>留空则自动生成</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The sandbox workspace</source>
        <translation>沙箱工作区</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Create</source>
        <translation>创建</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Session &amp;ID:</source>
        <translation>会话 ID(&amp;I)：</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Choose the working directory from the sandbox's folders</source>
        <translation>从沙箱的文件夹中选择工作目录</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Working &amp;directory:</source>
        <translation>工作目录(&amp;D)：</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Command &amp;timeout:</source>
        <translation>命令超时(&amp;T)：</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Environment variables</source>
        <translation>环境变量(&amp;E)</translation>
    </message>
    <message>
        <location line="+26" />
        <source>A session ID has at most 128 characters.</source>
        <translation>会话 ID 最多包含128个字符。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>A session ID may contain only letters, digits, dots, underscores and hyphens.</source>
        <translation>会话 ID 只能包含字母、数字、点、下划线和连字符。</translation>
    </message>
    <message>
        <location line="+79" />
        <source>Could not check “%1”: %2</source>
        <translation>无法检查“%1”：%2</translation>
    </message>
    <message>
        <location line="+13" />
        <source>The working directory “%1” does not exist in the sandbox.</source>
        <translation>沙箱中不存在工作目录“%1”。</translation>
    </message>
    <message>
        <location line="+15" />
        <source>Could not create “%1”: %2</source>
        <translation>无法创建“%1”：%2</translation>
    </message>
    <message>
        <location line="+22" />
        <source>Fix the variable names marked in red.</source>
        <translation>请修正标为红色的变量名。</translation>
    </message>
</context>
<context>
    <name>sandman::ProcessLogsDialog</name>
    <message>
        <location filename="../ui/processes/ProcessLogsDialog.cpp" line="+44" />
        <source>Logs of %1</source>
        <translation>%1 的日志</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Output</source>
        <translation>输出</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Errors</source>
        <translation>错误输出</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Output of %1</source>
        <translation>%1 的输出</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Errors of %1</source>
        <translation>%1 的错误</translation>
    </message>
    <message numerus="yes">
        <location line="+16" />
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
        <location filename="../ui/processes/ProcessPane.cpp" line="+52" />
        <source>Start…</source>
        <translation>启动…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Start a background process in the selected session</source>
        <translation>在所选会话中启动后台进程</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Kill</source>
        <translation>终止</translation>
    </message>
    <message>
        <location line="+1" />
        <source>End the selected process and everything it started</source>
        <translation>终止所选进程及其启动的所有子进程</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Kill All</source>
        <translation>全部终止</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Show Logs</source>
        <translation>显示日志</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Clear Finished</source>
        <translation>清除已结束的</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Remove finished processes from the list</source>
        <translation>从列表中移除已结束的进程</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Background processes</source>
        <translation>后台进程</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Processes started through the sandbox's API, with their state</source>
        <translation>通过沙箱 API 启动的进程及其状态</translation>
    </message>
    <message>
        <location line="+47" />
        <source>Background</source>
        <translation>后台</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Background processes started through the sandbox's API</source>
        <translation>通过沙箱 API 启动的后台进程</translation>
    </message>
    <message>
        <location line="+1" />
        <source>All Processes</source>
        <translation>所有进程</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Every process of the sandbox, as a tree, whoever started it</source>
        <translation>以树状显示沙箱的所有进程，无论由谁启动</translation>
    </message>
    <message>
        <location line="+89" />
        <source>Could not list processes: %1</source>
        <translation>无法列出进程：%1</translation>
    </message>
    <message>
        <location line="+35" />
        <source>[%1] %2 bytes of error output were skipped: the window could not keep up with the process.</source>
        <translation>[%1] 跳过了%2字节的错误输出：窗口跟不上该进程的输出速度。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>[%1] %2 bytes of output were skipped: the window could not keep up with the process.</source>
        <translation>[%1] 跳过了%2字节的输出：窗口跟不上该进程的输出速度。</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Process %1 was ended as you asked (exit code %2).</source>
        <translation>进程 %1 已按您的要求结束（退出码 %2）。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Process %1 completed (exit code %2).</source>
        <translation>进程 %1 已完成（退出码 %2）。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Process %1 was killed (exit code %2).</source>
        <translation>进程 %1 已被终止（退出码 %2）。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Process %1 failed (exit code %2).</source>
        <translation>进程 %1 失败（退出码 %2）。</translation>
    </message>
    <message>
        <location line="+33" />
        <source>Started process %1 (PID %2): %3</source>
        <translation>已启动进程 %1（PID %2）：%3</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Could not start the process: %1</source>
        <translation>无法启动进程：%1</translation>
    </message>
    <message>
        <location line="+23" />
        <source>Ended process %1 as you asked.</source>
        <translation>已按您的要求结束进程 %1。</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Could not kill process %1: %2</source>
        <translation>无法终止进程 %1：%2</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Kill All Processes</source>
        <translation>终止所有进程</translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>End all %n running process(es) of this sandbox?</source>
        <translation>
            <numerusform>要终止此沙箱中正在运行的全部%n个进程吗？</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+13" />
        <source>Killed %n process(es).</source>
        <translation>
            <numerusform>已终止%n个进程。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4" />
        <source>Could not kill the processes: %1</source>
        <translation>无法终止进程：%1</translation>
    </message>
    <message>
        <location line="+34" />
        <source>Could not read the logs of %1: %2</source>
        <translation>无法读取 %1 的日志：%2</translation>
    </message>
    <message numerus="yes">
        <location line="+39" />
        <source>%n running</source>
        <translation>
            <numerusform>运行中：%n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sandman::ProcessTableModel</name>
    <message>
        <location filename="../ui/processes/ProcessTableModel.cpp" line="+83" />
        <source>starting</source>
        <translation>正在启动</translation>
    </message>
    <message>
        <location line="+2" />
        <source>running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <location line="+2" />
        <source>completed</source>
        <translation>已完成</translation>
    </message>
    <message>
        <location line="+2" />
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <location line="+2" />
        <source>killed</source>
        <translation>已终止</translation>
    </message>
    <message>
        <location line="+2" />
        <source>error</source>
        <translation>错误</translation>
    </message>
    <message>
        <location line="+31" />
        <source>%1 (timed out)</source>
        <translation>%1（超时）</translation>
    </message>
    <message numerus="yes">
        <location line="+14" />
        <source>The oldest %n byte(s) of output were dropped to stay within the log limit.</source>
        <translation>
            <numerusform>为不超出日志大小上限，已丢弃最早的%n字节输出。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+30" />
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <location line="+2" />
        <source>PID</source>
        <translation>PID</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Command</source>
        <translation>命令</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Session</source>
        <translation>会话</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Started</source>
        <translation>启动时间</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Exit Code</source>
        <translation>退出码</translation>
    </message>
</context>
<context>
    <name>sandman::ProcessTreeModel</name>
    <message>
        <location filename="../ui/processes/ProcessTreeModel.cpp" line="+162" />
        <source>running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <location line="+2" />
        <source>sleeping</source>
        <translation>睡眠</translation>
    </message>
    <message>
        <location line="+2" />
        <source>waiting (disk)</source>
        <translation>等待（磁盘）</translation>
    </message>
    <message>
        <location line="+2" />
        <source>zombie</source>
        <translation>僵尸</translation>
    </message>
    <message>
        <location line="+2" />
        <source>stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <location line="+2" />
        <source>stopped (traced)</source>
        <translation>已停止（被跟踪）</translation>
    </message>
    <message>
        <location line="+2" />
        <source>dead</source>
        <translation>已死亡</translation>
    </message>
    <message>
        <location line="+2" />
        <source>idle</source>
        <translation>空闲</translation>
    </message>
    <message>
        <location line="+25" />
        <source>The sandbox's agent. It cannot be signalled.</source>
        <translation>沙箱的代理程序，无法向其发送信号。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Runs in the shell of session “%1”.</source>
        <translation>在会话“%1”的 shell 中运行。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Background process “%1” of session “%2”.</source>
        <translation>会话“%2”的后台进程“%1”。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Terminal “%1” of session “%2”.</source>
        <translation>会话“%2”的终端“%1”。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Code context “%1”.</source>
        <translation>代码上下文“%1”。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Part of the sandbox itself. It cannot be signalled.</source>
        <translation>沙箱自身的一部分，无法向其发送信号。</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Started %1</source>
        <translation>启动于 %1</translation>
    </message>
    <message>
        <location line="+58" />
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <location line="+23" />
        <source>Command</source>
        <translation>命令</translation>
    </message>
    <message>
        <location line="+2" />
        <source>PID</source>
        <translation>PID</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Parent</source>
        <translation>父进程</translation>
    </message>
    <message>
        <location line="+2" />
        <source>User</source>
        <translation>用户</translation>
    </message>
    <message>
        <location line="+2" />
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Elapsed</source>
        <translation>运行时长</translation>
    </message>
    <message>
        <location line="+2" />
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Session</source>
        <translation>会话</translation>
    </message>
</context>
<context>
    <name>sandman::ProfileDialog</name>
    <message>
        <location filename="../ui/terminal/ProfileDialog.cpp" line="+57" />
        <source>Terminal Profile</source>
        <translation>终端配置</translation>
    </message>
    <message>
        <location line="+16" />
        <source> pt</source>
        <translation> pt</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Font size</source>
        <translation>字号</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;Import…</source>
        <translation>导入(&amp;I)…</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Add a Konsole colour scheme (.colorscheme file)</source>
        <translation>添加 Konsole 配色方案（.colorscheme 文件）</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Preview</source>
        <translation>预览</translation>
    </message>
    <message>
        <location line="+1" />
        <source>How a terminal looks with this profile</source>
        <translation>使用此配置文件时终端的外观</translation>
    </message>
    <message>
        <location line="+5" />
        <source> lines</source>
        <translation> 行</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Block</source>
        <translation>方块</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Underline</source>
        <translation>下划线</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Bar</source>
        <translation>竖线</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Visual (flash the terminal)</source>
        <translation>视觉提示（闪烁终端）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="+1" />
        <source>All sessions (default)</source>
        <translation>所有会话（默认）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>This session only</source>
        <translation>仅此会话</translation>
    </message>
    <message>
        <location line="+14" />
        <source>&amp;Font:</source>
        <translation>字体(&amp;F)：</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Colour &amp;scheme:</source>
        <translation>配色方案(&amp;S)：</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Scroll&amp;back:</source>
        <translation>回滚缓冲区(&amp;B)：</translation>
    </message>
    <message>
        <location line="-6" />
        <source>&amp;Cursor:</source>
        <translation>光标(&amp;C)：</translation>
    </message>
    <message>
        <location line="-60" />
        <source>Blin&amp;king cursor</source>
        <translation>光标闪烁(&amp;K)</translation>
    </message>
    <message>
        <location line="+68" />
        <source>B&amp;ell:</source>
        <translation>响铃(&amp;E)：</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Apply to:</source>
        <translation>应用于(&amp;A)：</translation>
    </message>
    <message>
        <location line="+78" />
        <source>Import Konsole Colour Scheme</source>
        <translation>导入 Konsole 配色方案</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Konsole colour schemes (*.colorscheme);;All files (*)</source>
        <translation>Konsole 配色方案(*.colorscheme);;所有文件(*)</translation>
    </message>
</context>
<context>
    <name>sandman::PtySocketClient</name>
    <message>
        <location filename="../core/client/PtySocketClient.cpp" line="+250" />
        <source>cannot open the terminal: %1</source>
        <translation>无法打开终端：%1</translation>
    </message>
    <message>
        <location line="-176" />
        <source>cannot open the terminal: the agent did not answer in time</source>
        <translation>无法打开终端：代理程序未及时响应</translation>
    </message>
    <message>
        <location line="+1" />
        <source>the agent did not answer in time</source>
        <translation>代理程序未及时响应</translation>
    </message>
    <message>
        <location line="+7" />
        <location line="+167" />
        <location line="+6" />
        <source>the terminal connection was lost: %1</source>
        <translation>终端连接已断开：%1</translation>
    </message>
    <message>
        <location line="-39" />
        <source>the terminal ended while its connection was lost</source>
        <translation>终端在连接断开期间已结束</translation>
    </message>
    <message>
        <location line="+68" />
        <source>the agent stopped answering</source>
        <translation>代理程序已停止响应</translation>
    </message>
</context>
<context>
    <name>sandman::RemoteConnections</name>
    <message>
        <location filename="../ui/connect/RemoteConnections.cpp" line="+23" />
        <source>&amp;Connect to Remote Sandbox…</source>
        <translation>连接到远程沙箱(&amp;C)…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Reconnect Now</source>
        <translation>立即重新连接(&amp;R)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Change To&amp;ken…</source>
        <translation>更换令牌(&amp;K)…</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;Disconnect Remote Sandbox</source>
        <translation>断开远程沙箱(&amp;D)</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Give the selected remote sandbox another access token</source>
        <translation>为所选远程沙箱提供另一个访问令牌</translation>
    </message>
    <message>
        <location line="+61" />
        <location line="+35" />
        <source>The token was not saved in the keyring: %1</source>
        <translation>令牌未能保存到密钥环：%1</translation>
    </message>
    <message>
        <location line="-8" />
        <source>Change Token</source>
        <translation>更换令牌</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Access token for %1:</source>
        <translation>%1 的访问令牌：</translation>
    </message>
    <message>
        <location line="+21" />
        <source>Disconnected from %1.</source>
        <translation>已断开与 %1 的连接。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>[Disconnected from %1]</source>
        <translation>[已断开与 %1 的连接]</translation>
    </message>
    <message>
        <location line="+26" />
        <source>No stored token for %1: %2</source>
        <translation>%1 没有已保存的令牌：%2</translation>
    </message>
</context>
<context>
    <name>sandman::ResourceGraph</name>
    <message numerus="yes">
        <location filename="../ui/resources/ResourceGraph.cpp" line="+146" />
        <source>−%n min</source>
        <translation>
            <numerusform>−%n分钟</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2" />
        <source>now</source>
        <translation>现在</translation>
    </message>
    <message>
        <location line="+37" />
        <location line="+7" />
        <source>limit %1</source>
        <translation>上限 %1</translation>
    </message>
</context>
<context>
    <name>sandman::ResourceSampler</name>
    <message>
        <location filename="../core/engine/metrics/ResourceSampler.cpp" line="+217" />
        <source>The sandbox uses %1 MiB of its %2 MiB memory cap (%3%)</source>
        <translation>沙箱已使用 %1MiB，内存上限为 %2MiB（%3%）</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The sandbox's memory use is back to %1 MiB</source>
        <translation>沙箱的内存用量已回落到 %1MiB</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The sandbox runs %1 of the %2 processes and threads it may (%3%)</source>
        <translation>沙箱正在运行 %1 个进程和线程，上限为 %2 个（%3%）</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The sandbox's process count is back to %1</source>
        <translation>沙箱的进程数已回落到 %1</translation>
    </message>
</context>
<context>
    <name>sandman::ResourceText</name>
    <message>
        <location filename="../ui/resources/ResourceText.cpp" line="+9" />
        <source>%1 B</source>
        <translation>%1B</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 KiB</source>
        <translation>%1KiB</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 MiB</source>
        <translation>%1MiB</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 GiB</source>
        <translation>%1GiB</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
</context>
<context>
    <name>sandman::ResourcesController</name>
    <message>
        <location filename="../ui/resources/ResourcesController.cpp" line="+23" />
        <source>Resources</source>
        <translation>资源</translation>
    </message>
    <message>
        <location line="+128" />
        <source>Cannot forward port %1: %2</source>
        <translation>无法转发端口 %1：%2</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Cannot reach port %1 in the sandbox: %2</source>
        <translation>无法连接沙箱中的端口 %1：%2</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Port %1 is forwarded to %2</source>
        <translation>端口 %1 已转发到 %2</translation>
    </message>
</context>
<context>
    <name>sandman::ResourcesPane</name>
    <message>
        <location filename="../ui/resources/ResourcesPane.cpp" line="+62" />
        <source>Audit Trail…</source>
        <translation>审计记录…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Search, export and verify everything this sandbox recorded</source>
        <translation>搜索、导出并校验此沙箱记录的全部内容</translation>
    </message>
    <message>
        <location line="+15" />
        <source>CPU (100% = one core)</source>
        <translation>CPU（100% = 一个核心）</translation>
    </message>
    <message>
        <location line="+2" />
        <location line="+9" />
        <location line="+3" />
        <source>Memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <location line="-10" />
        <source>Processes and threads</source>
        <translation>进程和线程</translation>
    </message>
    <message>
        <location line="+7" />
        <location line="+3" />
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location line="-3" />
        <location line="+7" />
        <source>PID</source>
        <translation>PID</translation>
    </message>
    <message>
        <location line="-7" />
        <location line="+3" />
        <location line="+4" />
        <source>Session</source>
        <translation>会话</translation>
    </message>
    <message>
        <location line="-7" />
        <source>Command</source>
        <translation>命令</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Busiest processes</source>
        <translation>最繁忙的进程</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Processes</source>
        <translation>进程</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Busiest sessions</source>
        <translation>最繁忙的会话</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Port</source>
        <translation>端口</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Address</source>
        <translation>地址</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Process</source>
        <translation>进程</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Listening ports</source>
        <translation>正在监听的端口</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Open in Browser</source>
        <translation>在浏览器中打开</translation>
    </message>
    <message>
        <location line="+19" />
        <source>Busiest Processes</source>
        <translation>最繁忙的进程</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Sessions</source>
        <translation>会话</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Ports</source>
        <translation>端口</translation>
    </message>
    <message>
        <location line="+14" />
        <source>No sandbox selected</source>
        <translation>未选择沙箱</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Waiting for the agent's first sample…</source>
        <translation>正在等待代理的第一个采样…</translation>
    </message>
    <message>
        <location line="+12" />
        <source>CPU %1</source>
        <translation>CPU %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>memory %1 of %2</source>
        <translation>内存 %1 / %2</translation>
    </message>
    <message>
        <location line="+3" />
        <source>memory %1</source>
        <translation>内存 %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1 of %2 processes and threads</source>
        <translation>进程和线程 %1 / %2</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 processes and threads</source>
        <translation>进程和线程 %1 个</translation>
    </message>
    <message>
        <location line="+2" />
        <source>workspace %1</source>
        <translation>工作区 %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>network ↓%1 ↑%2</source>
        <translation>网络 ↓%1 ↑%2</translation>
    </message>
    <message>
        <location line="+8" />
        <source>The sandbox is near its memory cap: %1 of %2. Commands may be killed when it is full.</source>
        <translation>沙箱的内存即将达到上限：%1 / %2。内存用满时命令可能会被终止。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The sandbox is near its process limit: %1 of %2. New processes may fail to start.</source>
        <translation>沙箱的进程数即将达到上限：%1 / %2。新进程可能无法启动。</translation>
    </message>
    <message>
        <location line="+67" />
        <source>Open the port in the default browser (through a forward on this machine's loopback when the sandbox has a network of its own)</source>
        <translation>在默认浏览器中打开该端口（沙箱有自己的网络时，通过本机回环地址上的转发）</translation>
    </message>
    <message>
        <location line="+2" />
        <source>This connection cannot forward the sandbox's ports</source>
        <translation>此连接无法转发沙箱的端口</translation>
    </message>
</context>
<context>
    <name>sandman::SandboxCgroup</name>
    <message>
        <location filename="../core/isolation/SandboxCgroup.cpp" line="+112" />
        <source>no cgroup v2 with the memory and pids controllers, nor cgroup v1 memory and pids hierarchies</source>
        <translation>没有带 memory 和 pids 控制器的 cgroup v2，也没有 cgroup v1 的 memory 和 pids 层级</translation>
    </message>
    <message>
        <location line="+13" />
        <source>cannot make a cgroup in %1: %2</source>
        <translation>无法在 %1 中创建 cgroup：%2</translation>
    </message>
    <message>
        <location line="+11" />
        <source>the cgroup v2 %1 is not delegated to this user</source>
        <translation>cgroup v2 %1 未委派给此用户</translation>
    </message>
    <message>
        <location line="+17" />
        <source>cannot enable the memory and pids controllers in %1: %2</source>
        <translation>无法在 %1 中启用 memory 和 pids 控制器：%2</translation>
    </message>
    <message>
        <location line="+44" />
        <source>cannot open %1: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <location line="+20" />
        <source>cannot move a process into %1: %2</source>
        <translation>无法将进程移入 %1：%2</translation>
    </message>
</context>
<context>
    <name>sandman::SandboxConnection</name>
    <message>
        <location filename="../ui/sessions/SandboxConnection.cpp" line="+33" />
        <source>The agent refused the token.</source>
        <translation>代理程序拒绝了该令牌。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1: the agent refused the token. Give the right one with “Change Token…” in the sandbox's menu.</source>
        <translation>%1：代理程序拒绝了该令牌。请通过沙箱菜单中的“更换令牌…”提供正确的令牌。</translation>
    </message>
    <message>
        <location line="+64" />
        <source>Local sandbox</source>
        <translation>本地沙箱</translation>
    </message>
    <message>
        <location line="+79" />
        <source>Could not list the sessions of %1: %2</source>
        <translation>无法列出 %1 的会话：%2</translation>
    </message>
</context>
<context>
    <name>sandman::SandboxDirectoryDialog</name>
    <message>
        <location filename="../ui/sessions/SandboxDirectoryDialog.cpp" line="+43" />
        <source>Show &amp;hidden folders</source>
        <translation>显示隐藏文件夹(&amp;H)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;New Folder…</source>
        <translation>新建文件夹(&amp;N)…</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Choose a Folder in the Sandbox</source>
        <translation>选择沙箱中的文件夹</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Folders of the sandbox</source>
        <translation>沙箱中的文件夹</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Choose</source>
        <translation>选择(&amp;C)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>&amp;Folder:</source>
        <translation>文件夹(&amp;F)：</translation>
    </message>
    <message>
        <location line="+27" />
        <source>/ (sandbox root)</source>
        <translation>/（沙箱根目录）</translation>
    </message>
    <message>
        <location line="+67" />
        <source>Loading…</source>
        <translation>正在加载…</translation>
    </message>
    <message>
        <location line="+132" />
        <source>New Folder</source>
        <translation>新建文件夹</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Name of the new folder in “%1”:</source>
        <translation>在“%1”中新建的文件夹名称：</translation>
    </message>
    <message>
        <location line="+11" />
        <source>A folder name must not be empty, “.” or “..”, or contain “/”.</source>
        <translation>文件夹名称不能为空，不能是“.”或“..”，也不能包含“/”。</translation>
    </message>
    <message>
        <location line="+37" />
        <source>Could not create “%1”: %2</source>
        <translation>无法创建“%1”：%2</translation>
    </message>
</context>
<context>
    <name>sandman::SandboxLauncher</name>
    <message>
        <location filename="../core/isolation/SandboxLauncher.cpp" line="+92" />
        <source>cannot start bwrap: %1</source>
        <translation>无法启动 bwrap：%1</translation>
    </message>
    <message>
        <location line="+34" />
        <source>the confined agent did not start</source>
        <translation>受限的代理程序未能启动</translation>
    </message>
    <message>
        <location line="+4" />
        <source>warning: %1</source>
        <translation>警告：%1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>forwarding 127.0.0.1:%1 → sandbox port %2</source>
        <translation>正在转发 127.0.0.1:%1 → 沙箱端口 %2</translation>
    </message>
    <message>
        <location line="+3" />
        <source>network: user-mode network failed (%1); giving up (--network-fallback fail)</source>
        <translation>网络：用户态网络失败（%1），放弃（--network-fallback fail）</translation>
    </message>
    <message>
        <location line="+6" />
        <source>network: none — the user-mode network failed (%1)</source>
        <translation>网络：无 — 用户态网络失败（%1）</translation>
    </message>
</context>
<context>
    <name>sandman::SandboxLimits</name>
    <message>
        <location filename="../core/isolation/SandboxLimits.cpp" line="+74" />
        <source>--tmpfs-size: expected SIZE or /path=SIZE (e.g. 2G or /home=256M), not "%1"</source>
        <translation>--tmpfs-size：应为 SIZE 或 /path=SIZE（例如 2G 或 /home=256M），而不是“%1”</translation>
    </message>
    <message>
        <location line="+20" />
        <source>processes ≤ %1</source>
        <translation>进程数 ≤ %1</translation>
    </message>
    <message>
        <location line="+0" />
        <source>processes unlimited</source>
        <translation>进程数不限</translation>
    </message>
    <message>
        <location line="+2" />
        <source>memory ≤ %1 per process (rlimit)</source>
        <translation>每个进程内存 ≤ %1（rlimit）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>memory per process unlimited</source>
        <translation>每个进程内存不限</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 (rlimit), %2; nothing caps the sandbox's total memory (no usable cgroup: %3)</source>
        <translation>%1（rlimit），%2；沙箱的总内存没有上限（没有可用的 cgroup：%3）</translation>
    </message>
    <message>
        <location line="+2" />
        <source>memory ≤ %1</source>
        <translation>内存 ≤ %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 and %2 for the whole sandbox (%3), %4</source>
        <translation>整个沙箱：%1，%2（%3）；%4</translation>
    </message>
    <message>
        <location line="-1" />
        <source>memory unlimited</source>
        <translation>内存不限</translation>
    </message>
</context>
<context>
    <name>sandman::SandboxRestartBar</name>
    <message>
        <location filename="../ui/main/SandboxRestartBar.cpp" line="+15" />
        <location line="+42" />
        <source>&amp;Restart Local Sandbox…</source>
        <translation>重新启动本地沙箱(&amp;R)…</translation>
    </message>
    <message>
        <location line="-28" />
        <source>Keep the local sandbox running as it is</source>
        <translation>让本地沙箱保持当前状态继续运行</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Dismiss</source>
        <translation>忽略</translation>
    </message>
    <message>
        <location line="+25" />
        <source>The local sandbox runs with %1; restart it to use %2.</source>
        <translation>本地沙箱当前的设置是：%1；重新启动后将改为：%2。</translation>
    </message>
</context>
<context>
    <name>sandman::SandboxUser</name>
    <message>
        <location filename="../core/isolation/SandboxUser.cpp" line="+63" />
        <source>cannot give %1 to the sandbox's user (nobody): %2</source>
        <translation>无法将 %1 交给沙箱的用户（nobody）：%2</translation>
    </message>
</context>
<context>
    <name>sandman::SessionActions</name>
    <message>
        <location filename="../ui/sessions/SessionActions.cpp" line="+24" />
        <source>&amp;New Session…</source>
        <translation>新建会话(&amp;N)…</translation>
    </message>
    <message>
        <location line="+2" />
        <source>New &amp;Terminal</source>
        <translation>新建终端(&amp;T)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Delete Session</source>
        <translation>删除会话(&amp;D)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Copy Session ID</source>
        <translation>复制会话 ID(&amp;C)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Refresh</source>
        <translation>刷新(&amp;R)</translation>
    </message>
    <message>
        <location line="+68" />
        <source>Session created; working directory: %1.</source>
        <translation>会话已创建，工作目录：%1。</translation>
    </message>
    <message>
        <location line="+15" />
        <source>Could not create the session: %1</source>
        <translation>无法创建会话：%1</translation>
    </message>
    <message>
        <location line="+16" />
        <source>Delete Session</source>
        <translation>删除会话</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Delete session “%1”? Its shell and every command and process it runs are ended.</source>
        <translation>要删除会话“%1”吗？其 shell 以及在其中运行的所有命令和进程都将被终止。</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Session deleted.</source>
        <translation>会话已删除。</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Could not delete the session: %1</source>
        <translation>无法删除会话：%1</translation>
    </message>
</context>
<context>
    <name>sandman::SessionSettingsWidget</name>
    <message>
        <location filename="../ui/sessions/SessionSettingsWidget.cpp" line="+23" />
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Go</source>
        <comment>change the working directory</comment>
        <translation>切换</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Set</source>
        <comment>apply the command timeout</comment>
        <translation>应用</translation>
    </message>
    <message>
        <location line="+7" />
        <source>The session's working directory: Return changes to the folder typed here</source>
        <translation>会话的工作目录：按回车键将此处输入的路径设为工作目录</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Working directory</source>
        <translation>工作目录</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Choose the working directory from the sandbox's folders</source>
        <translation>从沙箱的文件夹中选择工作目录</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Change the session's working directory (cd in its shell)</source>
        <translation>更改会话的工作目录（在其 shell 中执行 cd）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Use this timeout for the session's next commands</source>
        <translation>对该会话之后运行的命令使用此超时</translation>
    </message>
    <message>
        <location line="+23" />
        <source>Working directory:</source>
        <translation>工作目录：</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Command timeout:</source>
        <translation>命令超时：</translation>
    </message>
    <message>
        <location line="+14" />
        <source>&lt;b&gt;%1&lt;/b&gt; in %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;（%2）</translation>
    </message>
    <message>
        <location line="+14" />
        <source>No session selected.</source>
        <translation>未选择会话。</translation>
    </message>
</context>
<context>
    <name>sandman::SessionTerminals</name>
    <message>
        <location filename="../ui/sessions/SessionTerminals.cpp" line="+39" />
        <source>an unknown client</source>
        <translation>未知客户端</translation>
    </message>
</context>
<context>
    <name>sandman::SessionTreeModel</name>
    <message>
        <location filename="../ui/sessions/SessionTreeModel.cpp" line="+232" />
        <source>none</source>
        <translation>无</translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>%n h</source>
        <translation>
            <numerusform>%n小时</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>%n min</source>
        <translation>
            <numerusform>%n分钟</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>%n s</source>
        <translation>
            <numerusform>%n秒</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%n ms</source>
        <translation>
            <numerusform>%n毫秒</numerusform>
        </translation>
    </message>
    <message>
        <location line="+63" />
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location line="+5" />
        <source>token refused</source>
        <translation>令牌被拒绝</translation>
    </message>
    <message>
        <location line="+3" />
        <source>connecting</source>
        <translation>正在连接</translation>
    </message>
    <message>
        <location line="+1" />
        <source>disconnected</source>
        <translation>已断开</translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%n session(s)</source>
        <translation>
            <numerusform>%n个会话</numerusform>
        </translation>
    </message>
    <message>
        <location line="+40" />
        <source>idle</source>
        <translation>空闲</translation>
    </message>
    <message>
        <location line="+0" />
        <source>idle, restored</source>
        <translation>空闲（已恢复）</translation>
    </message>
    <message>
        <location line="+2" />
        <source>running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <location line="+2" />
        <source>terminated</source>
        <translation>已终止</translation>
    </message>
    <message>
        <location line="+2" />
        <source>stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1 · %2</source>
        <comment>session row: CPU share · memory</comment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location line="+31" />
        <source>Session %1
Directory: %2
Command timeout: %3</source>
        <translation>会话 %1
工作目录：%2
命令超时：%3</translation>
    </message>
    <message numerus="yes">
        <location line="+4" />
        <source>CPU %1, memory %2, %n process(es)</source>
        <translation>
            <numerusform>CPU %1，内存 %2，%n 个进程</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5" />
        <source>Restored after a restart of the sandbox: its environment, directory and timeout are back; its shell's history, functions and running commands are not.</source>
        <translation>沙箱重启后已恢复：其环境变量、工作目录和超时设置已恢复；其 shell 的历史、函数和正在运行的命令无法恢复。</translation>
    </message>
    <message>
        <location line="+51" />
        <source>%1 of session %2
Opened by %3
Shell pid %4</source>
        <comment>a terminal</comment>
        <translation>会话 %2 的%1
打开者：%3
Shell PID %4</translation>
    </message>
    <message>
        <location line="+2" />
        <source>this window</source>
        <translation>此窗口</translation>
    </message>
    <message>
        <location line="-14" />
        <source>%1 · %2</source>
        <comment>terminal row: who opened it · its title</comment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location line="-24" />
        <source>in this window</source>
        <translation>在本窗口中</translation>
    </message>
    <message>
        <location line="+2" />
        <source>detached</source>
        <translation>已分离</translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%n viewer(s)</source>
        <translation>
            <numerusform>%n个查看者</numerusform>
        </translation>
    </message>
    <message>
        <location line="+0" />
        <source>watched</source>
        <translation>查看中</translation>
    </message>
    <message>
        <location line="+23" />
        <source>%1 (%2)</source>
        <comment>terminal row: its name (its state)</comment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location line="+16" />
        <source>Nobody views it: its shell runs on, detached.</source>
        <translation>无人查看：其 shell 在分离状态下继续运行。</translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%n viewer(s), %1</source>
        <translation>
            <numerusform>%n个查看者，%1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1" />
        <source>someone holds its input</source>
        <translation>有人持有输入权</translation>
    </message>
    <message>
        <location line="+0" />
        <source>nobody holds its input</source>
        <translation>无人持有输入权</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Double-click to show its tab.</source>
        <translation>双击以显示其标签页。</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Double-click to open it again in a tab.</source>
        <translation>双击以在标签页中重新打开。</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Double-click to watch it (read-only).</source>
        <translation>双击以查看（只读）。</translation>
    </message>
    <message>
        <location line="+21" />
        <source>Session</source>
        <translation>会话</translation>
    </message>
    <message>
        <location line="+2" />
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <location line="+2" />
        <source>CPU · Memory</source>
        <translation>CPU · 内存</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Directory</source>
        <translation>工作目录</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Timeout</source>
        <translation>超时</translation>
    </message>
</context>
<context>
    <name>sandman::SessionTreeView</name>
    <message>
        <location filename="../ui/sessions/SessionTreeView.cpp" line="+23" />
        <source>Sessions</source>
        <translation>会话</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Each sandbox with its sessions and their terminals; Return or a double click opens a terminal, Ctrl+Shift+N makes a new session</source>
        <translation>每个沙箱及其会话和终端；按 Return 或双击打开终端，Ctrl+Shift+N 新建会话</translation>
    </message>
</context>
<context>
    <name>sandman::StartProcessDialog</name>
    <message>
        <location filename="../ui/processes/StartProcessDialog.cpp" line="+14" />
        <source>Command to run in session “%1”:</source>
        <translation>要在会话“%1”中运行的命令：</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Start Process</source>
        <translation>启动进程</translation>
    </message>
    <message>
        <location line="+3" />
        <source>e.g. python3 -m http.server 8000</source>
        <translation>例如 python3 -m http.server 8000</translation>
    </message>
    <message>
        <location line="+5" />
        <source>&amp;Start</source>
        <translation>启动(&amp;S)</translation>
    </message>
</context>
<context>
    <name>sandman::SystemProcessRoutes</name>
    <message>
        <location filename="../core/server/routes/SystemProcessRoutes.cpp" line="+51" />
        <source>the sandbox is shutting down</source>
        <translation>沙箱正在关闭</translation>
    </message>
</context>
<context>
    <name>sandman::SystemProcessTable</name>
    <message>
        <location filename="../core/engine/process/SystemProcessTable.cpp" line="+342" />
        <source>signal %1 is not one that may be sent</source>
        <translation>信号 %1 不允许发送</translation>
    </message>
    <message>
        <location line="+2" />
        <source>process %1 is the sandbox's agent</source>
        <translation>进程 %1 是沙箱的代理程序</translation>
    </message>
    <message>
        <location line="+3" />
        <source>process 1 is the sandbox's init</source>
        <translation>进程 1 是沙箱的 init</translation>
    </message>
    <message>
        <location line="+1" />
        <source>process 1 is not a process of this sandbox</source>
        <translation>进程 1 不属于此沙箱</translation>
    </message>
    <message>
        <location line="+2" />
        <location line="+4" />
        <location line="+17" />
        <source>there is no process %1</source>
        <translation>没有进程 %1</translation>
    </message>
    <message>
        <location line="-1" />
        <source>process %1 is not a process of this sandbox</source>
        <translation>进程 %1 不属于此沙箱</translation>
    </message>
    <message>
        <location line="+4" />
        <location line="+14" />
        <source>process %1 has already exited</source>
        <translation>进程 %1 已退出</translation>
    </message>
    <message>
        <location line="-11" />
        <source>process %1 runs the sandbox itself and cannot be signalled</source>
        <translation>进程 %1 运行着沙箱本身，无法向其发送信号</translation>
    </message>
    <message>
        <location line="+14" />
        <source>could not signal process %1: %2</source>
        <translation>无法向进程 %1 发送信号：%2</translation>
    </message>
</context>
<context>
    <name>sandman::SystemdUserUnit</name>
    <message>
        <location filename="../core/local/SystemdUserUnit.cpp" line="+105" />
        <location line="+65" />
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <location line="-51" />
        <source>systemctl --user %1 %2 did not finish within %3 ms</source>
        <translation>systemctl --user %1 %2 未在%3毫秒内完成</translation>
    </message>
    <message>
        <location line="+11" />
        <source>systemctl --user %1 %2 failed (exit code %3)</source>
        <translation>systemctl --user %1 %2 失败（退出码 %3）</translation>
    </message>
    <message>
        <location line="+31" />
        <source>cannot install the systemd user unit %1</source>
        <translation>无法安装 systemd 用户单元 %1</translation>
    </message>
</context>
<context>
    <name>sandman::TerminalActions</name>
    <message>
        <location filename="../ui/tabs/TerminalActions.cpp" line="+23" />
        <source>&amp;Copy</source>
        <translation>复制(&amp;C)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Paste</source>
        <translation>粘贴(&amp;P)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Paste &amp;Selection</source>
        <translation>粘贴选区(&amp;S)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Select &amp;All</source>
        <translation>全选(&amp;A)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Zoom &amp;In</source>
        <translation>放大(&amp;I)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Zoom &amp;Out</source>
        <translation>缩小(&amp;O)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Reset Zoom</source>
        <translation>重置缩放(&amp;R)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>C&amp;lear Scrollback</source>
        <translation>清除回滚缓冲区(&amp;L)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Re&amp;name Terminal…</source>
        <translation>重命名终端(&amp;N)…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Give the terminal a name of your own (or double-click its tab)</source>
        <translation>为终端起一个自己的名字（或双击其标签页）</translation>
    </message>
    <message>
        <location line="+5" />
        <source>&amp;Profile…</source>
        <translation>配置(&amp;P)…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Font, colours, scrollback, cursor and bell of the terminals</source>
        <translation>终端的字体、颜色、回滚缓冲区、光标和响铃</translation>
    </message>
    <message>
        <location line="+27" />
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <location line="+12" />
        <source>&amp;Terminal</source>
        <translation>终端(&amp;T)</translation>
    </message>
</context>
<context>
    <name>sandman::TerminalFindBar</name>
    <message>
        <location filename="../ui/tabs/TerminalFindBar.cpp" line="+20" />
        <source>Match case</source>
        <translation>区分大小写</translation>
    </message>
    <message>
        <location line="+3" />
        <location line="+1" />
        <source>Find in terminal</source>
        <translation>在终端中查找</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Previous</source>
        <translation>上一个</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Find the previous match (Shift+Enter)</source>
        <translation>查找上一个匹配项（Shift+Enter）</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Next</source>
        <translation>下一个</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Find the next match (Enter)</source>
        <translation>查找下一个匹配项（Enter）</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Close (Escape)</source>
        <translation>关闭（Esc）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Close the find bar</source>
        <translation>关闭查找栏</translation>
    </message>
    <message>
        <location line="+73" />
        <source>Not found</source>
        <translation>未找到</translation>
    </message>
</context>
<context>
    <name>sandman::TerminalLauncher</name>
    <message>
        <location filename="../ui/tabs/TerminalLauncher.cpp" line="+30" />
        <source>There is no local sandbox to open the terminal in.</source>
        <translation>没有可用于打开终端的本地沙箱。</translation>
    </message>
    <message>
        <location line="+19" />
        <source>Could not create a session: %1</source>
        <translation>无法创建会话：%1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Could not create a session.</source>
        <translation>无法创建会话。</translation>
    </message>
    <message>
        <location line="+15" />
        <source>Could not open a terminal in session “%1”.</source>
        <translation>无法在会话“%1”中打开终端。</translation>
    </message>
    <message>
        <location line="+11" />
        <source>Could not run “%1” in session “%2”: %3</source>
        <translation>无法在会话“%2”中运行“%1”：%3</translation>
    </message>
</context>
<context>
    <name>sandman::TerminalMirrorBanner</name>
    <message>
        <location filename="../ui/tabs/TerminalMirrorBanner.cpp" line="+14" />
        <source>Take Over Input</source>
        <translation>接管输入</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Type into this terminal from this window too; its owner can still type.</source>
        <translation>也从此窗口向该终端输入；其所有者仍可输入。</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Watching %1’s terminal — input is off</source>
        <translation>正在查看 %1 的终端 — 输入已关闭</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1 × %2, as its owner sees it</source>
        <translation>%1 × %2，与其所有者看到的一致</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The mirror keeps the owner's columns and lines, so every line stays where the owner sees it; scroll to the rest of a larger terminal (Shift+wheel: sideways).</source>
        <translation>镜像保持所有者的列数和行数，每一行都留在所有者看到的位置；终端更大时可滚动查看其余部分（Shift+滚轮：横向滚动）。</translation>
    </message>
</context>
<context>
    <name>sandman::TerminalNames</name>
    <message>
        <location filename="../ui/sessions/TerminalNames.cpp" line="+15" />
        <source>main terminal</source>
        <translation>主终端</translation>
    </message>
    <message>
        <location line="+3" />
        <source>terminal %1</source>
        <translation>终端 %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>command terminal</source>
        <translation>命令终端</translation>
    </message>
    <message>
        <location line="+1" />
        <source>terminal “%1”</source>
        <translation>终端“%1”</translation>
    </message>
    <message>
        <location line="+6" />
        <source>this window</source>
        <translation>此窗口</translation>
    </message>
    <message>
        <location line="+5" />
        <source>an unknown client</source>
        <translation>未知客户端</translation>
    </message>
</context>
<context>
    <name>sandman::TerminalSplitMenu</name>
    <message>
        <location filename="../ui/tabs/TerminalSplitMenu.cpp" line="+17" />
        <source>Split Left/Right in &amp;Session</source>
        <translation>在会话中左右分割(&amp;S)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Split Top/Botto&amp;m in Session</source>
        <translation>在会话中上下分割(&amp;M)</translation>
    </message>
    <message>
        <location line="+34" />
        <source>No sessions to open</source>
        <translation>没有可打开的会话</translation>
    </message>
    <message>
        <location line="+9" />
        <source>A new shell in session %1</source>
        <translation>会话 %1 中的新 shell</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A new shell in session %1, in %2</source>
        <translation>会话 %1 中的新 shell，位于 %2</translation>
    </message>
</context>
<context>
    <name>sandman::TerminalTabs</name>
    <message>
        <location filename="../ui/tabs/TerminalTabs.cpp" line="+74" />
        <source>&lt;p style='font-size:large'&gt;No terminal open&lt;/p&gt;&lt;p&gt;Double-click a session, or select it and press Ctrl+Shift+T,&lt;br&gt;to open a terminal in its working directory with its environment.&lt;/p&gt;</source>
        <translation>&lt;p style='font-size:large'&gt;没有打开的终端&lt;/p&gt;&lt;p&gt;双击会话，或选中会话后按 Ctrl+Shift+T，&lt;br&gt;即可在该会话的工作目录中以其环境变量打开终端。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../ui/tabs/TerminalTabActions.cpp" line="+22" />
        <source>Find in Terminal…</source>
        <translation>在终端中查找…</translation>
    </message>
    <message>
        <location filename="../ui/tabs/TerminalCloseQuestion.cpp" line="+61" />
        <location filename="../ui/tabs/TerminalTabActions.cpp" line="+5" />
        <source>Close Terminal</source>
        <translation>关闭终端</translation>
    </message>
    <message>
        <location filename="../ui/tabs/TerminalTabActions.cpp" line="+2" />
        <source>Next Terminal</source>
        <translation>下一个终端</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Previous Terminal</source>
        <translation>上一个终端</translation>
    </message>
    <message>
        <location filename="../ui/tabs/TerminalTabs.cpp" line="+108" />
        <location line="+19" />
        <location line="+79" />
        <location line="+24" />
        <source>Terminals are not available for this sandbox.</source>
        <translation>此沙箱不支持终端。</translation>
    </message>
    <message>
        <location line="-168" />
        <location line="+53" />
        <location line="+29" />
        <location line="+69" />
        <source>Could not open a terminal in session “%1”.</source>
        <translation>无法在会话“%1”中打开终端。</translation>
    </message>
    <message>
        <location filename="../ui/tabs/TerminalTabActions.cpp" line="+12" />
        <source>Split &amp;Left/Right</source>
        <translation>左右分割(&amp;L)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Split &amp;Top/Bottom</source>
        <translation>上下分割(&amp;T)</translation>
    </message>
    <message>
        <location line="+16" />
        <source>Focus Left Pane</source>
        <translation>聚焦左侧窗格</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Focus Right Pane</source>
        <translation>聚焦右侧窗格</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Focus Pane Above</source>
        <translation>聚焦上方窗格</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Focus Pane Below</source>
        <translation>聚焦下方窗格</translation>
    </message>
    <message>
        <location line="+16" />
        <source>Expand Pane</source>
        <translation>扩大窗格</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Shrink Pane</source>
        <translation>缩小窗格</translation>
    </message>
    <message>
        <location filename="../ui/tabs/TerminalTabs.cpp" line="-165" />
        <source>The terminal cannot be split while its sandbox is not connected.</source>
        <translation>沙箱未连接时无法分割终端。</translation>
    </message>
    <message>
        <location line="+5" />
        <source>The sandbox has no session “%1”.</source>
        <translation>沙箱中没有会话“%1”。</translation>
    </message>
    <message>
        <location line="+193" />
        <source>Could not watch the terminal in session “%1”.</source>
        <translation>无法查看会话“%1”中的终端。</translation>
    </message>
    <message>
        <location line="+453" />
        <source>%1 @ %2</source>
        <translation>%1 @ %2</translation>
    </message>
    <message>
        <location line="+26" />
        <source>%1 (%2)</source>
        <comment>a tab's title, then its number among tabs titled alike</comment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location filename="../ui/tabs/TerminalPane.cpp" line="+14" />
        <location line="+4" />
        <source>%1 · %2</source>
        <comment>tab title: shell title · session</comment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location filename="../ui/tabs/TerminalTabs.cpp" line="-15" />
        <source>Panes in sessions %1</source>
        <translation>窗格所在会话：%1</translation>
    </message>
    <message>
        <location filename="../ui/tabs/TerminalPane.cpp" line="+25" />
        <source>Runs: %1</source>
        <translation>运行：%1</translation>
    </message>
    <message>
        <location line="-23" />
        <source>%1 (watching)</source>
        <translation>%1（查看中）</translation>
    </message>
    <message>
        <location line="+25" />
        <source>Watching %1’s terminal — input is off</source>
        <translation>正在查看 %1 的终端 — 输入已关闭</translation>
    </message>
    <message>
        <location line="-22" />
        <source>%1 (ended)</source>
        <translation>%1（已结束）</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 (stopped)</source>
        <translation>%1（已停止）</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 (disconnected)</source>
        <translation>%1（已断开）</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 (reconnecting…)</source>
        <translation>%1（正在重新连接…）</translation>
    </message>
    <message>
        <location line="+18" />
        <source>Connection lost (%1), reconnecting…</source>
        <translation>连接已断开（%1），正在重新连接…</translation>
    </message>
    <message>
        <location filename="../ui/tabs/TerminalTabs.cpp" line="+85" />
        <source>Rename Terminal</source>
        <translation>重命名终端</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Name of this terminal (empty: the shell's title):</source>
        <translation>此终端的名称（留空则使用 shell 的标题）：</translation>
    </message>
    <message>
        <location filename="../ui/tabs/TerminalCloseQuestion.cpp" line="+1" />
        <source>“%1” is running in this terminal.</source>
        <translation>此终端中正在运行“%1”。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Detach keeps the shell and what runs in it; the session opens it again with its output. End stops it.</source>
        <translation>“分离”会保留 shell 及其中运行的内容，会话可以连同其输出再次打开它；“结束”则停止它。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;Detach</source>
        <translation>分离(&amp;D)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;End</source>
        <translation>结束(&amp;E)</translation>
    </message>
    <message>
        <location filename="../ui/tabs/TerminalPane.cpp" line="-8" />
        <source>Session %1</source>
        <translation>会话 %1</translation>
    </message>
</context>
<context>
    <name>sandman::TerminalView</name>
    <message>
        <location filename="../ui/terminal/TerminalView.cpp" line="+72" />
        <source>The shell's screen: what you type goes to the program running in it</source>
        <translation>Shell 的屏幕：输入的内容会发送给其中运行的程序</translation>
    </message>
    <message>
        <location line="+74" />
        <source>[Connection lost (%1), reconnecting…]</source>
        <translation>[连接已断开（%1），正在重新连接…]</translation>
    </message>
    <message>
        <location line="+4" />
        <source>[The terminal has ended]</source>
        <translation>[终端已结束]</translation>
    </message>
    <message>
        <location line="+5" />
        <source>[Disconnected: %1]</source>
        <translation>[已断开连接：%1]</translation>
    </message>
    <message>
        <location line="+78" />
        <source>[The command has ended (exit %1)]</source>
        <translation>[命令已结束（退出码 %1）]</translation>
    </message>
    <message>
        <location line="+1" />
        <source>[Process exited with code %1]</source>
        <translation>[进程已退出，退出码为 %1]</translation>
    </message>
    <message>
        <location line="+1189" />
        <source>Paste</source>
        <translation>粘贴</translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>Paste %n line(s) (%1 characters) into the terminal?</source>
        <translation>
            <numerusform>要将%n行（%1个字符）粘贴到终端吗？</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6" />
        <source>Line breaks run commands as soon as they are pasted.</source>
        <translation>粘贴内容中的换行符会立即执行命令。</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Paste</source>
        <translation>粘贴(&amp;P)</translation>
    </message>
    <message>
        <location filename="../ui/terminal/TerminalAccessible.cpp" line="+56" />
        <source>Terminal</source>
        <translation>终端</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Terminal: %1</source>
        <translation>终端：%1</translation>
    </message>
</context>
<context>
    <name>sandman::TimeoutEdit</name>
    <message>
        <location filename="../ui/sessions/TimeoutEdit.cpp" line="+21" />
        <source>No timeout</source>
        <translation>不设超时</translation>
    </message>
    <message>
        <location line="+8" />
        <source>milliseconds</source>
        <translation>毫秒</translation>
    </message>
    <message>
        <location line="+1" />
        <source>seconds</source>
        <translation>秒</translation>
    </message>
    <message>
        <location line="+1" />
        <source>minutes</source>
        <translation>分钟</translation>
    </message>
    <message>
        <location line="+1" />
        <source>hours</source>
        <translation>小时</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Timeout</source>
        <translation>超时</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Timeout unit</source>
        <translation>超时单位</translation>
    </message>
</context>
<context>
    <name>sandman::TokenStore</name>
    <message>
        <location filename="../ui/connect/TokenStore.cpp" line="+24" />
        <source>No token is stored for this agent.</source>
        <translation>未为此代理程序保存令牌。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The keyring refused access.</source>
        <translation>密钥环拒绝了访问。</translation>
    </message>
    <message>
        <location line="+3" />
        <location line="+8" />
        <source>No system keyring is available, so tokens are not remembered: enter the token again (or use a token file) after a restart.</source>
        <translation>没有可用的系统密钥环，因此不会记住令牌：重新启动后请再次输入令牌（或使用令牌文件）。</translation>
    </message>
    <message>
        <location line="+44" />
        <location line="+18" />
        <source>No system keyring support was built in.</source>
        <translation>构建时未包含系统密钥环支持。</translation>
    </message>
</context>
<context>
    <name>sandman::UserNetwork</name>
    <message>
        <location filename="../core/isolation/UserNetwork.cpp" line="+55" />
        <source>slirp4netns is not installed (Debian package slirp4netns)</source>
        <translation>未安装 slirp4netns（Debian 软件包 slirp4netns）</translation>
    </message>
    <message>
        <location line="+4" />
        <source>/dev/net/tun is not usable: %1</source>
        <translation>/dev/net/tun 不可用：%1</translation>
    </message>
    <message>
        <location line="+16" />
        <source>cannot make a pipe: %1</source>
        <translation>无法创建管道：%1</translation>
    </message>
    <message>
        <location line="+25" />
        <source>cannot start slirp4netns: %1</source>
        <translation>无法启动 slirp4netns：%1</translation>
    </message>
    <message>
        <location line="+26" />
        <source>slirp4netns failed (exit status %1)</source>
        <translation>slirp4netns 失败（退出状态 %1）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>slirp4netns did not get ready within %1 ms</source>
        <translation>slirp4netns 未在%1毫秒内就绪</translation>
    </message>
    <message>
        <location line="+15" />
        <source>cannot reach slirp4netns to forward port %1: %2</source>
        <translation>无法连接 slirp4netns 以转发端口 %1：%2</translation>
    </message>
    <message>
        <location line="+19" />
        <source>cannot forward port %1: %2</source>
        <translation>无法转发端口 %1：%2</translation>
    </message>
</context>
<context>
    <name>sandman::WebSocketTransport</name>
    <message>
        <location filename="../core/client/WebSocketTransport.cpp" line="+108" />
        <source>connecting to %1 timed out</source>
        <translation>连接 %1 超时</translation>
    </message>
    <message>
        <location line="+22" />
        <location line="+30" />
        <location line="+80" />
        <source>the connection to %1 was closed</source>
        <translation>与 %1 的连接已关闭</translation>
    </message>
    <message>
        <location line="-56" />
        <source>TLS error: %1</source>
        <translation>TLS 错误：%1</translation>
    </message>
    <message>
        <location line="+69" />
        <source>the agent refused the token</source>
        <translation>代理程序拒绝了该令牌</translation>
    </message>
    <message>
        <location line="+50" />
        <source>a request with id %1 is already in flight</source>
        <translation>ID 为 %1 的请求正在进行中</translation>
    </message>
    <message>
        <location line="+1" />
        <source>not connected to %1</source>
        <translation>未连接到 %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>not connected: %1</source>
        <translation>未连接：%1</translation>
    </message>
    <message>
        <location line="+88" />
        <source>the agent at %1 stopped answering</source>
        <translation>%1 上的代理程序已停止响应</translation>
    </message>
</context>
<context>
    <name>sandmanctl</name>
    <message>
        <location filename="../app/sandmanctl/main.cpp" line="+85" />
        <source>Usage: sandmanctl [options] VERB [arguments]</source>
        <translation>用法：sandmanctl [选项] 动词 [参数]</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Drive Sandman's sandboxes from a terminal.</source>
        <translation>在终端中操作 Sandman 的沙箱。</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Verbs:</source>
        <translation>动词：</translation>
    </message>
    <message>
        <location line="+11" />
        <source>“sandmanctl VERB --help” describes a verb; man sandmanctl lists the exit statuses.</source>
        <translation>“sandmanctl 动词 --help”说明一个动词；man sandmanctl 列出各退出状态。</translation>
    </message>
    <message>
        <location line="+14" />
        <source>Show this help.</source>
        <translation>显示此帮助。</translation>
    </message>
    <message>
        <location line="+35" />
        <source>usage: sandmanctl %1 %2</source>
        <translation>用法：sandmanctl %1 %2</translation>
    </message>
    <message>
        <location line="+43" />
        <source>unknown verb “%1” (sandmanctl --help lists them)</source>
        <translation>未知动词“%1”（sandmanctl --help 会列出所有动词）</translation>
    </message>
    <message>
        <location filename="../app/sandmanctl/Arguments.cpp" line="+18" />
        <source>%1 takes a duration such as 30s, 500ms or 2m, not “%2”</source>
        <translation>%1 需要一个时长，例如 30s、500ms 或 2m，而不是“%2”</translation>
    </message>
    <message>
        <location line="+21" />
        <source>%1 takes NAME=VALUE, not “%2”</source>
        <translation>%1 需要 NAME=VALUE，而不是“%2”</translation>
    </message>
    <message>
        <location line="+29" />
        <source>%1 takes a number, not “%2”</source>
        <translation>%1 需要一个数字，而不是“%2”</translation>
    </message>
    <message>
        <location filename="../app/sandmanctl/AttachSession.cpp" line="+90" />
        <source>[detached from %1]</source>
        <translation>[已从 %1 分离]</translation>
    </message>
    <message>
        <location filename="../app/sandmanctl/Await.cpp" line="+13" />
        <source>access refused: %1</source>
        <translation>访问被拒绝：%1</translation>
    </message>
    <message>
        <location filename="../app/sandmanctl/Await.h" line="+43" />
        <location filename="../app/sandmanctl/CheckpointVerbs.cpp" line="+173" />
        <location filename="../app/sandmanctl/Context.cpp" line="+114" />
        <location filename="../app/sandmanctl/ExecVerb.cpp" line="+93" />
        <location filename="../app/sandmanctl/ProcessVerbs.cpp" line="+43" />
        <location line="+177" />
        <location line="+107" />
        <location filename="../app/sandmanctl/TerminalAccess.cpp" line="+55" />
        <source>interrupted</source>
        <translation>已中断</translation>
    </message>
    <message>
        <location line="+1" />
        <source>timed out</source>
        <translation>超时</translation>
    </message>
    <message>
        <location filename="../app/sandmanctl/Context.cpp" line="-76" />
        <source>cannot write the output: %1</source>
        <translation>无法写出输出：%1</translation>
    </message>
    <message>
        <location line="+61" />
        <location line="+24" />
        <source>%1 wants an access token: give --token-file FILE</source>
        <translation>%1 需要访问令牌：请用 --token-file FILE 提供</translation>
    </message>
    <message>
        <location line="-22" />
        <location line="+25" />
        <source>%1 refused the access token</source>
        <translation>%1 拒绝了访问令牌</translation>
    </message>
    <message>
        <location line="-19" />
        <source>cannot reach %1: %2</source>
        <translation>无法连接 %1：%2</translation>
    </message>
    <message>
        <location filename="../app/sandmanctl/CopyVerb.cpp" line="+54" />
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <location line="+15" />
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <location line="+22" />
        <location line="+35" />
        <source>%1 is a folder: copy it with -r</source>
        <translation>%1 是文件夹：请用 -r 复制</translation>
    </message>
    <message>
        <location line="+2" />
        <source>a folder cannot go to stdout</source>
        <translation>文件夹无法输出到标准输出</translation>
    </message>
    <message>
        <location line="+22" />
        <source>Copy files into or out of the sandbox (SESSION:PATH on its side; - is stdin or stdout).</source>
        <translation>将文件复制进或复制出沙箱（沙箱一侧写作 SESSION:PATH；- 表示标准输入或标准输出）。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Copy folders with what they hold.</source>
        <translation>连同内容一起复制文件夹。</translation>
    </message>
    <message>
        <location line="+12" />
        <source>cp copies between this machine and the sandbox: one side is SESSION:PATH</source>
        <translation>cp 在本机与沙箱之间复制：其中一侧须为 SESSION:PATH</translation>
    </message>
    <message>
        <location filename="../app/sandmanctl/ExecVerb.cpp" line="-69" />
        <source>Run a command in a session's shell; its output and exit status become sandmanctl's.</source>
        <translation>在会话的 shell 中运行命令；其输出和退出状态即为 sandmanctl 的输出和退出状态。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Kill the command after this long (e.g. 30s; 0: none). Default: the session's timeout.</source>
        <translation>超过此时长后终止命令（例如 30s；0 表示不限）。默认：会话的超时。</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Set this variable for this command only (repeatable).</source>
        <translation>仅为此命令设置该变量（可重复）。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Run the command in this directory.</source>
        <translation>在此目录中运行命令。</translation>
    </message>
    <message>
        <location line="+18" />
        <source>exec needs a command after --</source>
        <translation>exec 需要在 -- 之后给出命令</translation>
    </message>
    <message>
        <location line="+28" />
        <source>the command timed out and was killed</source>
        <translation>命令超时，已被终止</translation>
    </message>
    <message>
        <location line="+5" />
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <location filename="../app/sandmanctl/GlobalOptions.cpp" line="+13" />
        <source>The sandbox: a remote saved by the window (its name), a ws:// or wss:// URL, or k8s://CONTEXT/NAMESPACE/NAME. Default: the local sandbox ($SANDMAN_SANDBOX).</source>
        <translation>沙箱：窗口中保存的远程沙箱（其名称）、ws:// 或 wss:// URL，或 k8s://CONTEXT/NAMESPACE/NAME。默认：本地沙箱（$SANDMAN_SANDBOX）。</translation>
    </message>
    <message>
        <location line="+7" />
        <source>File holding the access token (default: $SANDMAN_TOKEN_FILE, then the keyring).</source>
        <translation>存放访问令牌的文件（默认：$SANDMAN_TOKEN_FILE，其次是密钥环）。</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Workspace folder of the local sandbox (as sandman --workspace).</source>
        <translation>本地沙箱的工作区文件夹（同 sandman --workspace）。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Output format: table or json.</source>
        <translation>输出格式：table 或 json。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Language: en, zh_CN or ja.</source>
        <translation>语言：en、zh_CN 或 ja。</translation>
    </message>
    <message>
        <location line="+15" />
        <source>-o takes table or json, not “%1”</source>
        <translation>-o 只接受 table 或 json，而不是“%1”</translation>
    </message>
    <message>
        <location filename="../app/sandmanctl/ProcessVerbs.cpp" line="-261" />
        <source>unknown signal “%1” (TERM, KILL, INT, HUP, STOP, CONT, QUIT, USR1, USR2)</source>
        <translation>未知信号“%1”（TERM、KILL、INT、HUP、STOP、CONT、QUIT、USR1、USR2）</translation>
    </message>
    <message>
        <location line="+36" />
        <source>Give up after this long (e.g. 30s).</source>
        <translation>超过此时长后放弃（例如 30s）。</translation>
    </message>
    <message>
        <location line="+5" />
        <source>List every process of the sandbox, parents first.</source>
        <translation>列出沙箱中的所有进程，父进程在前。</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Signal background processes (by id, with their whole tree) or sandbox processes (by number).</source>
        <translation>向后台进程（按 ID，连同整个进程树）或沙箱进程（按编号）发送信号。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The signal (default TERM).</source>
        <translation>信号（默认 TERM）。</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Print a background process's output.</source>
        <translation>打印后台进程的输出。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Keep printing until the process exits.</source>
        <translation>持续打印直到进程退出。</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Wait for a port to listen, a file to exist, a process to exit, or text in a log or a terminal.</source>
        <translation>等待端口开始监听、文件出现、进程退出，或日志或终端中出现文本。</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Print the sandbox's activity feed as JSON lines.</source>
        <translation>以 JSON 行打印沙箱的活动流。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Keep printing new events.</source>
        <translation>持续打印新事件。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Start after this sequence number (resume where you left).</source>
        <translation>从此序号之后开始（从上次停止处继续）。</translation>
    </message>
    <message>
        <location line="+27" />
        <location filename="../app/sandmanctl/SessionVerbs.cpp" line="+135" />
        <source>state</source>
        <translation>状态</translation>
    </message>
    <message>
        <location line="+1" />
        <location filename="../app/sandmanctl/SessionVerbs.cpp" line="+26" />
        <location line="+35" />
        <source>session</source>
        <translation>会话</translation>
    </message>
    <message>
        <location line="+1" />
        <location filename="../app/sandmanctl/SessionVerbs.cpp" line="-31" />
        <location line="+32" />
        <source>command</source>
        <translation>命令</translation>
    </message>
    <message>
        <location line="+65" />
        <source>timed out waiting for %1 %2</source>
        <translation>等待 %1 %2 超时</translation>
    </message>
    <message>
        <location line="+7" />
        <source>no such port: %1</source>
        <translation>没有这个端口：%1</translation>
    </message>
    <message>
        <location line="+33" />
        <source>usage: sandmanctl wait %1</source>
        <translation>用法：sandmanctl wait %1</translation>
    </message>
    <message>
        <location line="+14" />
        <source>--since takes a sequence number</source>
        <translation>--since 需要一个序号</translation>
    </message>
    <message>
        <location line="+17" />
        <source>%1 events before %2 are no longer kept</source>
        <translation>%2 之前的 %1 个事件已不再保留</translation>
    </message>
    <message>
        <location filename="../app/sandmanctl/DirectAttach.cpp" line="+242" />
        <location filename="../app/sandmanctl/ProcessVerbs.cpp" line="+12" />
        <source>the connection to the sandbox was lost</source>
        <translation>与沙箱的连接已断开</translation>
    </message>
    <message>
        <location filename="../app/sandmanctl/CheckpointVerbs.cpp" line="-144" />
        <source>give a checkpoint or command id</source>
        <translation>请给出检查点或命令的 ID</translation>
    </message>
    <message>
        <location line="+80" />
        <source>(by %1, process %2)</source>
        <translation>（由 %1，进程 %2）</translation>
    </message>
    <message>
        <location line="+16" />
        <source>Binary files %1 and %2 differ</source>
        <translation>二进制文件 %1 和 %2 不同</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1: too large to diff (%2 bytes before, %3 after)</source>
        <translation>%1：太大，无法比较（之前 %2 字节，之后 %3 字节）</translation>
    </message>
    <message>
        <location line="+50" />
        <source>y</source>
        <translation>是</translation>
    </message>
    <message>
        <location line="+18" />
        <source>Take a checkpoint of the sandbox's workspace now (or list the checkpoints).</source>
        <translation>立即为沙箱的工作区创建检查点（或列出检查点）。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Name the checkpoint.</source>
        <translation>为检查点命名。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>List the checkpoints instead (as ls checkpoints).</source>
        <translation>改为列出检查点（同 ls checkpoints）。</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Show what a checkpoint or a command changed, or what differs between two checkpoints: the files created, modified and deleted, and a unified diff of each.</source>
        <translation>显示某个检查点或命令更改了什么，或两个检查点之间的差异：创建、修改和删除的文件，以及每个文件的统一差异。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Only list the changed files.</source>
        <translation>仅列出更改的文件。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Only print the unified diff (for patch or git apply).</source>
        <translation>仅输出统一格式差异（供 patch 或 git apply 使用）。</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Restore the workspace (or these paths) to a checkpoint, or undo a command's changes. Shows what would change first; restores with --yes or when confirmed.</source>
        <translation>将工作区（或这些路径）恢复到某个检查点，或撤销某条命令的更改。先显示将会更改的内容；使用 --yes 或确认后才恢复。</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Restore without asking.</source>
        <translation>不询问直接恢复。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Only show what would change.</source>
        <translation>仅显示将会更改的内容。</translation>
    </message>
    <message>
        <location line="+21" />
        <source>checkpoints are off for this sandbox: %1</source>
        <translation>此沙箱的检查点已关闭：%1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>time</source>
        <translation>时间</translation>
    </message>
    <message>
        <location line="+1" />
        <source>reason</source>
        <translation>原因</translation>
    </message>
    <message>
        <location line="+1" />
        <source>changes</source>
        <translation>更改</translation>
    </message>
    <message>
        <location line="+1" />
        <source>command id</source>
        <translation>命令 ID</translation>
    </message>
    <message>
        <location line="+1" />
        <location filename="../app/sandmanctl/SessionVerbs.cpp" line="-141" />
        <source>name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location line="+2" />
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <location line="+14" />
        <source>sandmanctl: checkpoints are not ready yet (the first read of the workspace is still running)
</source>
        <translation>sandmanctl：检查点尚未就绪（仍在首次读取工作区）
</translation>
    </message>
    <message>
        <location line="+14" />
        <source>checkpoint takes --name or --list, not both</source>
        <translation>checkpoint 接受 --name 或 --list，不能同时使用</translation>
    </message>
    <message>
        <location line="+11" />
        <source>the checkpoint failed: %1</source>
        <translation>检查点失败：%1</translation>
    </message>
    <message>
        <location line="+15" />
        <source>diff takes --stat or --patch, not both</source>
        <translation>diff 接受 --stat 或 --patch，不能同时使用</translation>
    </message>
    <message>
        <location line="+69" />
        <source>sandmanctl: %1 changes in all; the first %2 are listed
</source>
        <translation>sandmanctl：共 %1 处更改；列出了前 %2 处
</translation>
    </message>
    <message>
        <location line="+23" />
        <source>restore takes --yes or --preview, not both</source>
        <translation>restore 接受 --yes 或 --preview，不能同时使用</translation>
    </message>
    <message>
        <location line="+13" />
        <source>sandmanctl: nothing to restore: the files are as they were
</source>
        <translation>sandmanctl：无需恢复：文件与当时相同
</translation>
    </message>
    <message>
        <location line="+15" />
        <source>Restore what is listed above? [y/N] </source>
        <translation>恢复上面列出的内容？[y/N] </translation>
    </message>
    <message>
        <location line="+2" />
        <source>sandmanctl: nothing restored (give --yes to restore)
</source>
        <translation>sandmanctl：未恢复任何内容（使用 --yes 进行恢复）
</translation>
    </message>
    <message>
        <location line="+22" />
        <source>sandmanctl: restored; checkpoint %1 is how it was before (sandmanctl restore %1 goes back)
</source>
        <translation>sandmanctl：已恢复；检查点 %1 保存了恢复前的状态（sandmanctl restore %1 可还原）
</translation>
    </message>
    <message>
        <location line="+11" />
        <source>%1 of the paths could not be restored</source>
        <translation>有 %1 个路径未能恢复</translation>
    </message>
    <message>
        <location filename="../app/sandmanctl/SessionVerbs.cpp" line="+1" />
        <source>url</source>
        <translation>URL</translation>
    </message>
    <message>
        <location line="+1" />
        <source>(the local sandbox)</source>
        <translation>（本地沙箱）</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Set this variable in the new session (repeatable).</source>
        <translation>在新会话中设置该变量（可重复）。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Working directory of the new session.</source>
        <translation>新会话的工作目录。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Default command timeout of the new session (e.g. 30s).</source>
        <translation>新会话的默认命令超时（例如 30s）。</translation>
    </message>
    <message>
        <location line="+15" />
        <source>Create a session (a persistent shell with its own environment).</source>
        <translation>创建会话（拥有自己环境的持久 shell）。</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Delete sessions, ending their commands and processes.</source>
        <translation>删除会话，并结束其中的命令和进程。</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Show or change a session's environment variables.</source>
        <translation>显示或更改会话的环境变量。</translation>
    </message>
    <message>
        <location filename="../app/sandmanctl/CheckpointVerbs.cpp" line="-216" />
        <location filename="../app/sandmanctl/SessionVerbs.cpp" line="+26" />
        <location line="+58" />
        <source>id</source>
        <translation>ID</translation>
    </message>
    <message>
        <location filename="../app/sandmanctl/SessionVerbs.cpp" line="-109" />
        <source>List the sandbox's sessions, terminals, background processes or checkpoints, or the sandboxes.</source>
        <translation>列出沙箱的会话、终端、后台进程或检查点，或列出沙箱。</translation>
    </message>
    <message>
        <location line="+53" />
        <source>timeout</source>
        <translation>超时</translation>
    </message>
    <message>
        <location line="+1" />
        <source>cwd</source>
        <translation>工作目录</translation>
    </message>
    <message>
        <location line="+3" />
        <source>running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <location line="+1" />
        <source>idle</source>
        <translation>空闲</translation>
    </message>
    <message>
        <location line="+21" />
        <source>terminal</source>
        <translation>终端</translation>
    </message>
    <message>
        <location line="+1" />
        <location line="+30" />
        <source>pid</source>
        <translation>PID</translation>
    </message>
    <message>
        <location line="-29" />
        <source>viewers</source>
        <translation>查看者</translation>
    </message>
    <message>
        <location line="+2" />
        <source>title</source>
        <translation>标题</translation>
    </message>
    <message>
        <location line="+28" />
        <source>status</source>
        <translation>状态</translation>
    </message>
    <message>
        <location line="+1" />
        <source>exit</source>
        <translation>退出码</translation>
    </message>
    <message>
        <location line="+12" />
        <source>ls lists sessions, terminals, processes, checkpoints or sandboxes, not “%1”</source>
        <translation>ls 列出 sessions、terminals、processes、checkpoints 或 sandboxes，而不是“%1”</translation>
    </message>
    <message>
        <location line="+42" />
        <source>env ID list takes no more arguments</source>
        <translation>env ID list 不接受更多参数</translation>
    </message>
    <message>
        <location line="+25" />
        <source>not a variable name: “%1”</source>
        <translation>不是变量名：“%1”</translation>
    </message>
    <message>
        <location line="+7" />
        <source>env takes list, set or unset, not “%1”</source>
        <translation>env 只接受 list、set 或 unset，而不是“%1”</translation>
    </message>
    <message>
        <location line="+6" />
        <source>env %1 needs at least one variable</source>
        <translation>env %1 至少需要一个变量</translation>
    </message>
    <message>
        <location filename="../app/sandmanctl/Target.cpp" line="+27" />
        <source>cannot read the token file %1: %2</source>
        <translation>无法读取令牌文件 %1：%2</translation>
    </message>
    <message>
        <location line="+43" />
        <source>no sandbox “%1”: give a ws:// URL or the name of a remote saved in the window (sandmanctl ls sandboxes)</source>
        <translation>没有沙箱“%1”：请给出 ws:// URL 或窗口中保存的远程沙箱名称（sandmanctl ls sandboxes）</translation>
    </message>
    <message>
        <location line="+47" />
        <source>the local sandbox</source>
        <translation>本地沙箱</translation>
    </message>
    <message>
        <location line="+14" />
        <location line="+5" />
        <source>cannot start the local sandbox: %1</source>
        <translation>无法启动本地沙箱：%1</translation>
    </message>
    <message>
        <location filename="../app/sandmanctl/DirectAttach.cpp" line="-115" />
        <source>cannot open this terminal: %1</source>
        <translation>无法打开此终端：%1</translation>
    </message>
    <message>
        <location line="+33" />
        <location filename="../app/sandmanctl/TerminalAccess.cpp" line="+3" />
        <source>the terminal has ended (exit status %1)</source>
        <translation>终端已结束（退出状态 %1）</translation>
    </message>
    <message>
        <location line="+4" />
        <location filename="../app/sandmanctl/TerminalAccess.cpp" line="+4" />
        <source>the terminal did not open in time</source>
        <translation>终端未能及时打开</translation>
    </message>
    <message>
        <location filename="../app/sandmanctl/TerminalVerbs.cpp" line="+24" />
        <source>Attach this terminal to a session's terminal (started if it does not run); Ctrl-\ detaches.</source>
        <translation>将此终端连接到会话的终端（未运行时会启动）；按 Ctrl-\ 分离。</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Watch only: send no input.</source>
        <translation>仅观看：不发送任何输入。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The key that detaches (default C-\).</source>
        <translation>用于分离的按键（默认 C-\）。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Relay through the agent's WebSocket even when the agent runs on this machine and could drive this terminal itself.</source>
        <translation>即使代理在本机运行、可以直接驱动此终端，也通过代理的 WebSocket 中转。</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Type text into a running terminal of a session.</source>
        <translation>向会话中正在运行的终端输入文本。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Press Enter after the text.</source>
        <translation>输入文本后按回车。</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Print what a running terminal shows.</source>
        <translation>打印正在运行的终端所显示的内容。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Also this many lines above the screen (-1: all kept).</source>
        <translation>同时输出屏幕上方的这么多行（-1：全部保留的行）。</translation>
    </message>
    <message>
        <location line="+15" />
        <source>--detach-key takes a control key such as C-\ or C-], not “%1”</source>
        <translation>--detach-key 需要一个控制键，例如 C-\ 或 C-]，而不是“%1”</translation>
    </message>
    <message>
        <location filename="../app/sandmanctl/TmuxShim.cpp" line="+105" />
        <source>Write a “tmux” into DIR that runs tmux commands as terminals of Sandman sessions (put DIR first on PATH).</source>
        <translation>在 DIR 中写入一个“tmux”，把 tmux 命令作为 Sandman 会话的终端运行（将 DIR 放在 PATH 最前面）。</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Run a tmux command against Sandman (what the shim calls).</source>
        <translation>针对 Sandman 运行 tmux 命令（供 shim 调用）。</translation>
    </message>
    <message>
        <location line="+17" />
        <source>cannot create %1</source>
        <translation>无法创建 %1</translation>
    </message>
    <message>
        <location line="+147" />
        <source>the Sandman tmux shim does not support “%1”</source>
        <translation>Sandman 的 tmux shim 不支持“%1”</translation>
    </message>
    <message>
        <location line="+263" />
        <source>the Sandman tmux shim captures to stdout only (capture-pane -p)</source>
        <translation>Sandman 的 tmux shim 只能捕获到标准输出（capture-pane -p）</translation>
    </message>
    <message>
        <location filename="../app/sandmanctl/ClusterTarget.cpp" line="+92" />
        <source>a cluster sandbox is k8s://CONTEXT/NAMESPACE/NAME (CONTEXT empty: the kubeconfig's current one), not “%1”</source>
        <translation>集群沙箱的格式为 k8s://CONTEXT/NAMESPACE/NAME（CONTEXT 为空：kubeconfig 的当前上下文），而不是“%1”</translation>
    </message>
    <message>
        <location line="+31" />
        <source>%1: its Secret %2 has no “%3” value, so there is no token for its agent</source>
        <translation>%1：其 Secret %2 没有“%3”值，因此没有其代理的令牌</translation>
    </message>
    <message>
        <location filename="../app/sandmanctl/OpenVerb.cpp" line="+52" />
        <source>the window refused: %1</source>
        <translation>窗口拒绝了请求：%1</translation>
    </message>
    <message>
        <location line="+15" />
        <source>Raise Sandman's window on the session's tab (one is opened if it has none), or start the window on it; with --sandbox, a remote agent's or a cluster sandbox's session (the window connects to it).</source>
        <translation>将 Sandman 窗口切换到该会话的标签页（没有则新开一个），或在该会话上启动窗口；使用 --sandbox 时为远程代理或集群沙箱的会话（窗口会连接到它）。</translation>
    </message>
    <message>
        <location line="+51" />
        <source>no Sandman window runs and the sandman program is not installed</source>
        <translation>没有正在运行的 Sandman 窗口，且未安装 sandman 程序</translation>
    </message>
    <message>
        <location line="+17" />
        <source>cannot start %1: %2</source>
        <translation>无法启动 %1：%2</translation>
    </message>
    <message>
        <location line="+14" />
        <source>the window (process %1) did not answer in time</source>
        <translation>窗口（进程 %1）未及时响应</translation>
    </message>
</context>
</TS>
