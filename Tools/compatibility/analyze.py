#!/usr/bin/env python3
"""analyze.py ROOT — reads the compile logs run.sh left in ROOT/work, attributes every error to the
file it is in, names its cause, and writes ROOT/results.md and ROOT/results.json.

A file compiles when no error is located in it. A cause is a normalized message: the type, member
or call it is about, with the app's own classes replaced by the UIKit class they inherit from
(`value of type 'CosmosView' has no member 'accessibilityIncrement'` is `UIView.accessibilityIncrement`).
"""
import collections, json, os, re, sys

ROOT = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__)))
WORK = os.path.join(ROOT, 'work')
CORPUS = os.path.join(ROOT, 'corpus')

ERR = re.compile(r'^(.*?):(\d+):(\d+): error: (.*)$')
BARE_ERR = re.compile(r'^(?:<unknown>:0: )?error: (.*)$')

# ---------------------------------------------------------------- manifest
units = collections.OrderedDict()   # (repo, unit) -> dict
for i, line in enumerate(open(os.path.join(CORPUS, 'manifest.tsv'))):
    if i == 0:
        continue
    kind, repo, unit, module, path, commit = line.rstrip('\n').split('\t')
    u = units.setdefault((repo, unit), dict(kind=kind, repo=repo, unit=unit, module=module, files=[], commit=commit))
    u['files'].append(path)


def read_lines(path):
    try:
        return open(path, encoding='utf-8', errors='replace').read().split('\n')
    except OSError:
        return []


# ---------------------------------------------------------------- class hierarchy of a unit
DECL = re.compile(r'^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:final|open|public|private|fileprivate|internal)\s+)*'
                  r'(class|struct|enum|extension|protocol)\s+([A-Za-z_]\w*)(?:\s*<[^>]*>)?\s*(?::\s*([A-Za-z_][\w.]*))?')


def hierarchy(srcdir, files):
    parent = {}
    own = set()
    for f in files:
        for line in read_lines(os.path.join(srcdir, f)):
            m = DECL.match(line)
            if m and m.group(1) != 'extension':
                own.add(m.group(2))
                if m.group(1) == 'class' and m.group(3):
                    parent[m.group(2)] = m.group(3).split('.')[-1]
    return parent, own


def base_type(t, parent, own):
    """The first class up the chain that the unit does not declare (the framework's)."""
    seen = set()
    while t in own and t not in seen:
        seen.add(t)
        if t in parent:
            t = parent[t]
        else:
            return t  # a struct/enum/protocol of the app's own, or a root class
    return t


KEYWORDS = {'func', 'var', 'let', 'fileprivate', 'private', 'public', 'open', 'internal', 'static', 'class', 'final', 'override', 'init'}


def enclosing_type(lines, lineno):
    """The innermost type or extension whose braces contain the line (strings and // comments
    ignored)."""
    stack = []   # (name, depth at which its body opened)
    depth = 0
    pending = None
    for i, raw in enumerate(lines[:max(lineno, 1)]):
        line = re.sub(r'"(?:\\.|[^"\\])*"', '""', raw)
        line = line.split('//', 1)[0]
        m = DECL.match(line)
        if m and m.group(2) not in KEYWORDS:
            pending = m.group(2)
        for ch in line:
            if ch == '{':
                depth += 1
                if pending:
                    stack.append((pending, depth))
                    pending = None
            elif ch == '}':
                while stack and stack[-1][1] >= depth:
                    stack.pop()
                depth -= 1
        if i == lineno - 1:
            break
    return stack[-1][0] if stack else None


def clean_type(t):
    t = re.sub(r"\s*\(aka '.*?'\)", '', t)
    t = t.replace('any ', '').replace('some ', '')
    t = re.sub(r'^(UIKit|Scanout|Foundation|CoreGraphics|QuartzCore)\.', '', t)
    t = t.rstrip('?!').lstrip('(').rstrip(')')
    t = t.replace('.Type', '')
    t = re.sub(r'<.*>', '', t)
    return t.strip()


IDENT_AT = re.compile(r'[A-Za-z_][\w]*(?:\.[A-Za-z_]\w*)*')


def callee_at(lines, lineno, col):
    """The function or type being called at a location: the name before the innermost open
    parenthesis that contains the column, else the name at the column."""
    if not (0 < lineno <= len(lines)):
        return None
    text = lines[lineno - 1]
    c = col - 1
    if 0 <= c < len(text) and text[c] == '(':
        j = c
        while j > 0 and (text[j - 1].isalnum() or text[j - 1] in '_.'):
            j -= 1
        if text[j:c]:
            return text[j:c]
    m = IDENT_AT.match(text, c)
    if m and len(text) > m.end() and text[m.end()] == '(':
        return m.group(0)
    depth = 0
    for i in range(min(c, len(text)) - 1, -1, -1):
        ch = text[i]
        if ch == ')':
            depth += 1
        elif ch == '(':
            if depth == 0:
                j = i
                while j > 0 and (text[j - 1].isalnum() or text[j - 1] in '_.'):
                    j -= 1
                name = text[j:i]
                return name or None
            depth -= 1
    return m.group(0) if m else None


def short_callee(name):
    if not name:
        return '?'
    parts = [p for p in name.split('.') if p]
    if not parts:
        return '?'
    # keep a type name if there is one (UIFont.systemFont), else the method alone
    if len(parts) >= 2 and parts[-2][:1].isupper():
        return parts[-2] + '.' + parts[-1]
    return parts[-1]


# ---------------------------------------------------------------- classification
def classify(msg, lines, lineno, col, parent, own):
    """Returns (cause, family). family groups causes for the summary."""
    def base(t):
        return base_type(clean_type(t), parent, own)

    m = re.match(r"no such module '([\w.]+)'", msg)
    if m:
        return f"missing module {m.group(1)}", 'module'
    m = re.match(r"cannot find type '([\w.]+)' in scope", msg)
    if m:
        return f"missing type {m.group(1)}", 'type'
    m = re.match(r"'([\w.]+)' is not a member type of (?:class|struct|enum|protocol|type) '(.+?)'", msg)
    if m:
        return f"missing type {base(m.group(2))}.{m.group(1)}", 'type'
    m = re.match(r"cannot find '([\w]+)' in scope", msg)
    if m:
        x = m.group(1)
        if x[:1].isupper():
            return f"missing name {x}", 'type'
        t = enclosing_type(lines, lineno)
        if t and base(t) not in own:
            return f"missing member {base(t)}.{x}", 'member'
        return f"missing function {x}", 'member'
    m = re.match(r"value of type '(.+?)'(?: \(aka '.+?'\))? has no member '(\w+)'", msg)
    if m:
        t = clean_type(m.group(1))
        if t in ('URLSession', 'HTTPURLResponse', 'URLRequest', 'URLResponse', 'URLSessionDataTask') or "aka 'AnyObject'" in msg:
            return f"Foundation networking ({t}) without FoundationNetworking", 'module'
        return f"missing member {base(m.group(1))}.{m.group(2)}", 'member'
    m = re.match(r"type '(.+?)'(?: \(aka '.+?'\))? has no member '(\w+)'", msg)
    if m:
        if "aka 'AnyObject'" in msg:
            return f"Foundation networking ({clean_type(m.group(1))}) without FoundationNetworking", 'module'
        return f"missing member {base(m.group(1))}.{m.group(2)}", 'member'
    m = re.match(r"module '(\w+)' has no member named '(\w+)'", msg)
    if m:
        return f"missing member {m.group(1)}.{m.group(2)}", 'member'
    m = re.match(r"\s*(?:instance method|property|class method|static method|initializer|subscript) '(.+?)' declared in '(\w+)' cannot be overridden from extension", msg)
    if m:
        return f"override in an extension (iOS allows it for Objective-C members): {m.group(2)}.{m.group(1)}", 'objc'
    m = re.match(r"\s*(?:instance method|property|class method) '(.+?)' is declared in extension of '(\w+)' and cannot be overridden", msg)
    if m:
        return "override of a method of an `@objc extension` (scanout-port removes @objc)", 'objc'
    if msg.startswith("'#keyPath' can only be used"):
        return "#keyPath (Objective-C key paths)", 'objc'
    m = re.match(r"(?:operator function '.+?'|referencing instance method '.+?' on '\w+') requires that '(.+?)' conform to '(Equatable|Hashable)'", msg)
    if m:
        return f"framework class not {m.group(2)} (NSObject is on iOS): {clean_type(m.group(1))}", 'nsobject'
    m = re.match(r"cannot use mutating member on immutable value: '(\w+)' is a 'let' constant", msg)
    if m:
        return "value type where iOS has a class (mutating a `let`, e.g. CGMutablePath)", 'type'
    m = re.match(r"must call a designated initializer of the superclass '(\w+)'", msg)
    if m:
        text = lines[lineno - 1] if 0 < lineno <= len(lines) else ''
        n = re.search(r'super\.init\((\w+):', text)
        return f"missing initializer {m.group(1)}.init({n.group(1) + ':' if n else ''})", 'override'
    if msg.startswith('initializer does not override a designated initializer'):
        t = enclosing_type(lines, lineno)
        text = lines[lineno - 1] if 0 < lineno <= len(lines) else ''
        n = re.search(r'init\((\w+)', text)
        return f"override of missing {base(t) if t else '?'}.init({n.group(1) + ':' if n else ''})", 'override'
    if re.match(r"reference to member '\w+' cannot be resolved without a contextual type|'super' cannot be used in class|cannot call value of non-function type|heterogeneous collection literal", msg):
        return "follow-on: type could not be inferred (after another error)", 'cascade'
    if msg.startswith("'nil' requires a contextual type"):
        return f"call signature differs: {short_callee(callee_at(lines, lineno, col))}", 'signature'
    m = re.match(r"(?:method|property|initializer|subscript) does not override any (?:method|property|initializer|subscript) from its superclass", msg)
    if m:
        t = enclosing_type(lines, lineno)
        text = lines[lineno - 1] if 0 < lineno <= len(lines) else ''
        n = re.search(r'\b(?:func|var|let)\s+(\w+)', text) or re.search(r'\b(init|subscript)\b', text)
        name = n.group(1) if n else '?'
        return f"override of missing {base(t) if t else '?'}.{name}", 'override'
    m = re.match(r"(?:overriding (?:declaration|instance method|method|property|initializer) (?:must be as accessible|requires)|cannot override|property '(\w+)' with type .* cannot override|.*is not open|overriding non-open)", msg)
    if m:
        t = enclosing_type(lines, lineno)
        text = lines[lineno - 1] if 0 < lineno <= len(lines) else ''
        n = re.search(r'\b(?:func|var|let)\s+(\w+)', text) or re.search(r'\b(init)\b', text)
        name = n.group(1) if n else '?'
        return f"override differs from {base(t) if t else '?'}.{name}", 'override'
    m = re.match(r"(?:extra arguments? .*in call|missing arguments? for parameters? .*in call|incorrect argument labels? in call|argument passed to call that takes no arguments|no exact matches in (?:call to|reference to) (.*)|cannot invoke .*|no '\w+' candidates produce|missing argument label|extraneous argument label|argument labels? .* do(?:es)? not match)", msg)
    if m:
        mm = re.search(r"(?:instance|class|static) method '(\w+)'|global function '(\w+)'|property '(\w+)'", msg)
        full = callee_at(lines, lineno, col) or '?'
        parts = [p for p in full.split('.') if p]
        receiver_is_value = len(parts) >= 2 and not parts[-2][:1].isupper()
        callee = short_callee(full)
        if receiver_is_value:
            callee = '.' + parts[-1]
        if mm:
            name = next(g for g in mm.groups() if g)
            if not callee.endswith(name):
                callee = name
        elif 'initializer' in msg or callee[:1].isupper():
            callee = callee.split('.')[0] + '.init' if '.' not in callee or callee.split('.')[-1][:1].isupper() else callee
        t = enclosing_type(lines, lineno)
        if callee[:1].islower() and '.' not in callee and t:
            callee = f"{base(t)}.{callee}" if callee not in ('init',) else callee
        own_callee = callee.split('.')[0]
        if own_callee in own and re.search(r"missing arguments? for parameters? '(frame|type|arrangedSubviews)'", msg):
            return (f"subclass of {base_type(own_callee, parent, own)} made with `()`: init() not inherited "
                    f"(designated initializers differ from iOS)"), 'signature'
        have = re.search(r"have '(.+?)'", msg)
        if have:
            callee += f"({have.group(1)})"
        return f"call signature differs: {callee}", 'signature'
    m = re.match(r"cannot convert value of type '(.+?)' to (?:expected argument type|specified type|type|expected element type|closure result type|return expression of type|expected dictionary value type|expected condition type) '(.+?)'", msg)
    if m:
        return f"type mismatch: {clean_type(m.group(1))} vs {clean_type(m.group(2))}", 'signature'
    m = re.match(r"cannot assign value of type '(.+?)' to type '(.+?)'", msg)
    if m:
        return f"type mismatch: {clean_type(m.group(1))} vs {clean_type(m.group(2))}", 'signature'
    m = re.match(r"type '(.+?)' does not conform to protocol '(\w+)'", msg)
    if m and m.group(2) not in ('Equatable', 'Hashable') and not m.group(2).startswith('UI') and not m.group(2).startswith('NS'):
        return f"conformance to the app's own protocol {m.group(2)} (an @objc optional requirement returning a value became required)", 'objc'
    if m:
        return f"conformance to {m.group(2)} not satisfied", 'signature'
    m = re.match(r"'(.+?)' is unavailable: (\w+) is not available in swift-corelibs-foundation", msg)
    if m:
        return f"Foundation on Linux lacks {m.group(2)}", 'foundation'
    m = re.match(r"'(.+?)' is unavailable(.*)", msg)
    if m:
        return f"unavailable {m.group(1)}", 'member'
    m = re.match(r"'(.+?)' has been renamed to '(.+?)'", msg)
    if m:
        return f"old (renamed) spelling {m.group(1)}", 'language'
    m = re.match(r"'(\w+)' is inaccessible due to '(\w+)' protection level", msg)
    if m:
        return f"inaccessible {m.group(1)}", 'member'
    m = re.match(r"cannot assign to property: '(\w+)' is a get-only property", msg)
    if m:
        t = None
        text = lines[lineno - 1] if 0 < lineno <= len(lines) else ''
        return f"read-only property {m.group(1)}", 'member'
    if re.search(r'main actor-isolated|actor-isolated|nonisolated context|Sendable', msg):
        n = re.search(r"'(.+?)'", msg)
        return f"main-actor isolation ({n.group(1) if n else '?'})", 'concurrency'
    m = re.match(r"cannot infer contextual base in reference to member '(\w+)'", msg)
    if m:
        return "follow-on: .member with no known type (after another error)", 'cascade'
    if re.match(r"cannot infer type of closure parameter|unable to infer (?:complex )?closure|generic parameter '\w+' could not be inferred|type of expression is ambiguous without", msg):
        return "follow-on: type could not be inferred (after another error)", 'cascade'
    if msg.startswith('failed to produce diagnostic for expression'):
        return "compiler could not say which call fails (failed to produce diagnostic)", 'cascade'
    m = re.match(r"invalid redeclaration of '(.+?)'", msg)
    if m:
        return f"redeclaration of {m.group(1)}", 'language'
    m = re.match(r"ambiguous use of '(.+?)'", msg)
    if m:
        return f"ambiguous use of {m.group(1)}", 'signature'
    m = re.match(r"'(\w+)' is ambiguous for type lookup", msg)
    if m:
        return f"ambiguous type {m.group(1)}", 'type'
    m = re.match(r"'required' initializer '(.+?)' must be provided by subclass of '(.+?)'", msg)
    if m:
        return f"required initializer {clean_type(m.group(2))}.{m.group(1)}", 'override'
    if re.match(r"class '\w+' has no initializers", msg):
        return "class has no initializers (follow-on)", 'cascade'
    # default: the message with the app's own names kept, numbers dropped
    return re.sub(r'\d+', 'N', msg), 'other'



# ---------------------------------------------------------------- areas: causes grouped by the UIKit API they are about
AREAS = [
    ('Overriding in extensions and `@objc extension` methods', r"override in an extension|@objc extension|cannot override more than one|ambiguous use of (setupViews|configureAppearance|constaintViews)"),
    ('Key-value coding and observing (KVC/KVO), #keyPath', r"#keyPath|NSKeyValue|addObserver$|removeObserver$|\.addObserver|\.removeObserver|observeValue|\.observe$|setValue$|\.setValue|\.value$|UIApplication\.value|Any\.(large|medium)|cannot infer key path"),
    ('Objective-C runtime (associated objects, NSObject behaviour)', r"objc_|module ObjectiveC|not Equatable|NSObject|type\(of:\)"),
    ('Custom view-controller transitions and presentation', r"Transitioning|TransitionCoordinator|transitionCoordinator|UIPercentDrivenInteractiveTransition|UIPresentationController|viewWillTransition|sheetPresentationController|modalPresentationCapturesStatusBarAppearance|transition\(using|transitioningDelegate|completionCurve"),
    ('Font descriptors', r"fontDescriptor|UIFontDescriptor|descriptor:size"),
    ('Layer timing (speed, timeOffset, beginTime, convertTime)', r"\.(speed|timeOffset|beginTime|convertTime)$|: convertTime"),
    ('Layer classes and properties (CATextLayer, CAReplicatorLayer, mask, contentsGravity, layerClass, init(layer:)...)', r"CALayer|CATextLayer|CAReplicatorLayer|CAGradientLayer|CAShapeLayer|CAKeyframeAnimation|CABasicAnimation|CAMediaTimingFunction|layerClass|layoutSublayers|needsDisplay|init\(layer:\)|CompassLayer"),
    ('Core Graphics: gradients, colour spaces, patterns, CF types, path API', r"CGGradient|CGColorSpace|drawLinearGradient|CGPattern|CGFont|CFString|CFArray|CGContext|\.addArc|\.clip$|CGMutablePath|replacePathWithStrokedPath|CGSize\.equalTo|CGRect\.init|\.draw$"),
    ('Visual effects (blur, vibrancy)', r"UIBlurEffect|UIVisualEffectView|UIVibrancyEffect|separatorEffect"),
    ('Accessibility', r"ccessibility"),
    ('Appearance proxies and bar appearances', r"appearance$|Appearance|\.appearance"),
    ('UILabel and text extras (shadow, highlight, baseline adjustment, size categories, text measuring)', r"UILabel\.|UIBaselineAdjustment|shadowColor|shadowOffset|highlightedTextColor|isHighlighted|ContentSizeCategory|forBaselineLayout|forLastBaselineLayout|boundingRect|NSString\.size|NSAttributedString|UITextChecker"),
    ('UIKit Dynamics', r"UIDynamic|UIGravity|UICollision|UIPushBehavior"),
    ('Table and collection view extras', r"UITableView|UICollectionView|UICollectionReusableView|setSelected|setHighlighted|UIContentConfiguration|indexPathsForSelectedRows"),
    ('Status bar and pre-iOS 11 layout guides', r"[Ss]tatusBar|topLayoutGuide|bottomLayoutGuide|edgesForExtendedLayout"),
    ('Interface Builder, nibs and storyboards', r"InterfaceBuilder|UINib|UIStoryboard|instantiate|Bundle\.module|init\(coder:\)"),
    ('Pointer interactions and motion effects', r"UIPointer|addInteraction|[Mm]otionEffect"),
    ('Buttons and controls', r"UIButton|UIControl|UITextField|UIColor\.getHue|UIImage\.|UIImage$|UIColor\.init|UIImage\.init|imageRendererFormat|gestureRecognizerShouldBegin|UIGestureRecognizerDelegate|UIPanGestureRecognizer|UITapGestureRecognizer|SideMenuScreenEdge"),
    ('Split view controller', r"UISplitViewController|splitViewController"),
    ('Initializer inheritance (UIButton(type:), UIStackView(arrangedSubviews:) designated; UIFont())', r"init\(\) not inherited|UIFont\.init$|UIFont\?"),
    ('@objc protocols: optional requirements that return a value', r"optional requirement"),
    ('View-controller and view extras (didReceiveMemoryWarning, setAnimationsEnabled, constraintsAffectingLayout, scrollIndicatorInsets)', r"didReceiveMemoryWarning|setAnimationsEnabled|constraintsAffectingLayout|scrollIndicatorInsets"),
    ('Other system frameworks (SafariServices, image picker)', r"SafariServices|SFSafariViewController|UIImagePicker"),
    ('Foundation on Linux (NSExpression, FoundationNetworking, NSNumber bridging)', r"Foundation|NSExpression|NSNumber|NSInteger"),
    ('Main-actor isolation (Swift concurrency)', r"main-actor"),
    ('Swift 3/4 spellings (today\'s Xcode rejects them too)', r"EqualToAnchor|systemFontOfSize|whiteColor|mainScreen|\.Center$|\.Normal$|\.System$|\.RoundedRect$|\.Horizontal$|forAxis|forState|imageWith$|UIKit\.UIImage"),
]


def area_of(cause, family):
    if family == 'cascade':
        return 'Follow-on errors (not causes)'
    if 'not inherited' in cause:
        return next(n for n, _ in AREAS if n.startswith('Initializer inheritance'))
    for name, rx in AREAS:
        if re.search(rx, cause):
            return name
    return 'Other'

# ---------------------------------------------------------------- read the logs
results = []          # per file
unit_results = []
cause_files = collections.defaultdict(set)
cause_count = collections.Counter()
cause_family = {}
type_names = set()

for (repo, unit), u in units.items():
    group = repo.replace('/', '__')
    out = os.path.join(WORK, group, unit)
    srcdir = os.path.join(out, 'src')
    logs = []
    if os.path.exists(os.path.join(out, 'compile2.log')):
        # the second compile (missing modules' imports commented out) for every error but the
        # missing modules themselves, which come from the first
        logs.append(('src', [l for l in read_lines(os.path.join(out, 'compile.log')) if 'no such module' in l]))
        logs.append(('src2', read_lines(os.path.join(out, 'compile2.log'))))
    elif os.path.exists(os.path.join(out, 'compile.log')):
        logs.append(('src', read_lines(os.path.join(out, 'compile.log'))))
    else:
        u['missing'] = True
    parent, own = hierarchy(srcdir, u['files'])
    errors = {}
    unit_errors = []
    for tree, lines in logs:
        prefix = os.path.join(out, tree) + '/'
        for l in lines:
            m = ERR.match(l)
            if m:
                path, ln, col, msg = m.group(1), int(m.group(2)), int(m.group(3)), m.group(4)
                rel = path[len(prefix):] if path.startswith(prefix) else path
                errors[(rel, ln, col, msg)] = True
            else:
                b = BARE_ERR.match(l)
                if b and 'no such module' not in l:
                    unit_errors.append(b.group(1))
    per_file = collections.defaultdict(list)
    for (rel, ln, col, msg) in errors:
        lines = read_lines(os.path.join(srcdir, rel))
        cause, fam = classify(msg, lines, ln, col, parent, own)
        per_file[rel].append(dict(line=ln, col=col, message=msg, cause=cause, family=fam))
    port_log = read_lines(os.path.join(out, 'port.log'))
    port_warnings = [l for l in port_log if ': warning: ' in l]
    port_rc = (read_lines(os.path.join(out, 'port.rc')) or ['?'])[0]
    for f in u['files']:
        errs = sorted(per_file.get(f, []), key=lambda e: (e['line'], e['col']))
        for e in errs:
            cause_files[e['cause']].add((repo, unit, f))
            cause_count[e['cause']] += 1
            cause_family[e['cause']] = e['family']
            e['area'] = area_of(e['cause'], e['family'])
        results.append(dict(kind=u['kind'], repo=repo, unit=unit, path=f, commit=u['commit'],
                            compiles=not errs and not unit_errors and not u.get('missing'), errors=len(errs),
                            error_list=errs))
    stray = {k: v for k, v in per_file.items() if k not in u['files']}
    unit_results.append(dict(kind=u['kind'], repo=repo, unit=unit, module=u['module'], files=len(u['files']),
                             clean=not errors and not unit_errors and not u.get('missing'),
                             errors=len(errors), unit_errors=unit_errors, port_rc=port_rc,
                             port_warnings=port_warnings, stray=list(stray)))

# "missing name X" is a type when X is also missing as a type somewhere
missing_types = {c[len('missing type '):] for c in cause_files if c.startswith('missing type ')}
for c in list(cause_files):
    if c.startswith('missing name ') and c[len('missing name '):] in missing_types:
        t = 'missing type ' + c[len('missing name '):]
        cause_files[t] |= cause_files.pop(c)
        cause_count[t] += cause_count.pop(c)
        for r in results:
            for e in r['error_list']:
                if e['cause'] == c:
                    e['cause'] = t

# ---------------------------------------------------------------- write
def pct(a, b):
    return f"{100.0 * a / b:.0f}%" if b else '-'

files_total = len(results)
ok = sum(r['compiles'] for r in results)
apps = [r for r in results if r['kind'] == 'app']
libs = [r for r in results if r['kind'] == 'files']
units_clean = sum(u['clean'] for u in unit_results)
ranked_all = sorted(cause_files, key=lambda c: (-len(cause_files[c]), -cause_count[c], c))
ranked = [c for c in ranked_all if cause_family.get(c) != 'cascade']
follow = [c for c in ranked_all if cause_family.get(c) == 'cascade']
only_follow = [r for r in results if r['error_list'] and all(e['family'] == 'cascade' for e in r['error_list'])]
fam_files = collections.defaultdict(set)
fam_count = collections.Counter()
for c in cause_files:
    fam_files[cause_family.get(c, 'other')] |= cause_files[c]
    fam_count[cause_family.get(c, 'other')] += cause_count[c]
total_errors = sum(cause_count.values())
area_files = collections.defaultdict(set)
area_count = collections.Counter()
area_causes = collections.defaultdict(list)
for c in ranked_all:
    a = area_of(c, cause_family.get(c))
    area_files[a] |= cause_files[c]
    area_count[a] += cause_count[c]
    area_causes[a].append(c)
areas_ranked = sorted(area_files, key=lambda a: (a.startswith('Follow-on'), -len(area_files[a]), -area_count[a]))

json.dump(dict(files=results, units=unit_results,
               areas=[dict(area=a, files=len(area_files[a]), errors=area_count[a], causes=area_causes[a]) for a in areas_ranked],
               causes=[dict(cause=c, family=cause_family.get(c), area=area_of(c, cause_family.get(c)), files=len(cause_files[c]), errors=cause_count[c],
                            where=sorted(f"{r}:{p}" for r, _, p in cause_files[c])) for c in ranked_all]),
          open(os.path.join(ROOT, 'results.json'), 'w'), indent=1)

md = []
w = md.append
w('# Scanout compatibility measurement: results\n')
w('Generated by `run.sh` (see `COMPATIBILITY-draft.md` for the method). Each unit was copied fresh, '
  'ported once with `scanout-port` (default options) and compiled in Swift 5 mode against Scanout\'s '
  '`UIKit` product. A file *compiles* when no error is located in it; every file is compiled as its '
  'own frontend job with its unit\'s other files as context, so one broken file does not hide the others.\n')
w('## Totals\n')
w('| set | files | files that compile | share |')
w('| --- | ---: | ---: | ---: |')
w(f"| sources (libraries, samples, tutorials; {len({r['repo'] for r in libs})} repositories) | {len(libs)} | {sum(r['compiles'] for r in libs)} | {pct(sum(r['compiles'] for r in libs), len(libs))} |")
w(f"| whole apps ({len({(r['repo'], r['unit']) for r in apps})} apps) | {len(apps)} | {sum(r['compiles'] for r in apps)} | {pct(sum(r['compiles'] for r in apps), len(apps))} |")
w(f"| **all** ({len({r['repo'] for r in results})} repositories) | **{files_total}** | **{ok}** | **{pct(ok, files_total)}** |")
w('')
w(f"Compile units (one module each) with no error at all: {units_clean} of {len(unit_results)}. "
  f"Whole apps that compile completely: {sum(u['clean'] for u in unit_results if u['kind'] == 'app')} of "
  f"{sum(1 for u in unit_results if u['kind'] == 'app')}. Distinct errors: {total_errors} "
  f"(an error reported by several files' jobs is counted once).\n")
w('### Apps\n')
w('| app | files | files that compile | errors | whole app compiles |')
w('| --- | ---: | ---: | ---: | --- |')
for u in unit_results:
    if u['kind'] == 'app':
        fs = [r for r in results if r['repo'] == u['repo'] and r['unit'] == u['unit']]
        w(f"| {u['repo']} | {len(fs)} | {sum(r['compiles'] for r in fs)} | {u['errors']} | {'yes' if u['clean'] else 'no'} |")
w('')
w('## Errors by area of UIKit, most common first\n')
w('Each cause below belongs to one area; "files" counts files with at least one error of the area.\n')
w('| # | area | files | errors | causes |')
w('| ---: | --- | ---: | ---: | ---: |')
for i, a in enumerate(areas_ranked, 1):
    w(f"| {i} | {a} | {len(area_files[a])} | {area_count[a]} | {len(area_causes[a])} |")
w('')
w('## Errors by family\n')
w('| family | errors | files affected |')
w('| --- | ---: | ---: |')
for fam in sorted(fam_files, key=lambda f: -len(fam_files[f])):
    w(f"| {fam} | {fam_count[fam]} | {len(fam_files[fam])} |")
w('')
w('## Errors by cause, most common first\n')
w('"Files" is how many files the cause breaks (has at least one error in); "errors" counts its distinct errors.\n')
w('| # | cause | area | files | errors |')
w('| ---: | --- | --- | ---: | ---: |')
for i, c in enumerate(ranked, 1):
    w(f"| {i} | {c.replace('|', '/')} | {area_of(c, cause_family.get(c))} | {len(cause_files[c])} | {cause_count[c]} |")
w('')
w('Follow-on errors (an expression whose type is unknown because of an earlier error, usually a missing '
  'member or a call that does not match) are not causes and are left out of the ranking:\n')
w('| follow-on error | files | errors |')
w('| --- | ---: | ---: |')
for c in follow:
    w(f"| {c} | {len(cause_files[c])} | {cause_count[c]} |")
w('')
w(f"Files whose only errors are follow-on errors: {len(only_follow)}" + (': ' + ', '.join(f"`{r['path']}`" for r in only_follow) if only_follow else '') + '.\n')
w('## Sources\n')
w('| kind | repository | unit | path | commit | compiles | errors |')
w('| --- | --- | --- | --- | --- | --- | ---: |')
for r in results:
    w(f"| {r['kind']} | {r['repo']} | {r['unit']} | `{r['path']}` | `{r['commit']}` | {'yes' if r['compiles'] else 'no'} | {r['errors']} |")
w('')
guards = []
for u in unit_results:
    for l in read_lines(os.path.join(WORK, u['repo'].replace('/', '__'), u['unit'], 'os-guard.log')):
        if l.strip():
            guards.append(l.split('/src/', 1)[-1])
w('## Not measured\n')
w('Looked at and left out, with the reason (no file was dropped because it failed to compile):\n')
for l in read_lines(os.path.join(ROOT, 'not-selected.txt')):
    if '\t' in l:
        a, b = l.split('\t', 1)
        w(f"- {a}: {b}")
for l in read_lines(os.path.join(CORPUS, 'skipped.tsv'))[1:]:
    if l.strip():
        w('- ' + l.replace('\t', ': '))
w('')
w('## `#if os(iOS)`\n')
w(f"{len(guards)} files put their code inside `#if os(iOS)`, which is false on Linux; run.sh widened the "
  "condition to `(os(iOS) || os(Linux))` after scanout-port so that their code is measured: "
  + ', '.join(f'`{g}`' for g in guards) + '.\n')
w('## scanout-port\n')
w('| repository | unit | exit status | warnings |')
w('| --- | --- | --- | --- |')
for u in unit_results:
    warns = '<br>'.join(x.split('/src/', 1)[-1].replace('|', '/') for x in u['port_warnings']) or ''
    w(f"| {u['repo']} | {u['unit']} | {u['port_rc']} | {warns} |")
w('')
unit_level = [u for u in unit_results if u['unit_errors'] or u['stray']]
if unit_level:
    w('## Errors not located in a measured file\n')
    for u in unit_level:
        w(f"- {u['repo']} {u['unit']}: {'; '.join(sorted(set(u['unit_errors'])))} {u['stray']}")
    w('')
w('## Every error\n')
w('<details><summary>per file</summary>\n')
for r in results:
    if r['error_list']:
        w(f"**{r['repo']}** `{r['path']}`\n")
        for e in r['error_list']:
            w(f"- {e['line']}:{e['col']} {e['message']} — *{e['cause']}*")
        w('')
w('</details>\n')
open(os.path.join(ROOT, 'results.md'), 'w').write('\n'.join(md))
print(f"analyze.py: {ok} of {files_total} files compile ({pct(ok, files_total)}); "
      f"sources {sum(r['compiles'] for r in libs)}/{len(libs)}, apps {sum(r['compiles'] for r in apps)}/{len(apps)}; "
      f"{total_errors} errors, {len(cause_files)} causes; results.md written")
