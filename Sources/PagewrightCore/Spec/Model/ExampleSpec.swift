/// An example of an action, for the generated tour (`pagewright tour`): values for its
/// parameters, which of several destinations those values lead to, the actions of the same
/// screen that must come first (typing a password before logging in), and whether the app is
/// left in a state the rest of a walk should not count on (`endsWalk`: a sign-in, a permission
/// iOS asks for once).
public struct ExampleSpec: Sendable {
    public var location: SourceLocation
    /// Literal values by parameter name (`args`), taken as written: a string is the text itself.
    public var arguments: [ExampleArgument]
    /// `to`: the destination these values lead to, among several.
    public var destination: Located<String>?
    /// `before`: actions of the same screen that stay on it, taken first, in order.
    public var before: [ExampleStep]
    /// `endsWalk`: the tour ends its walk after this step and starts the next from launch.
    public var endsWalk: Located<Bool>?
    /// `from`: the screens the example holds on (a trait's action on some of its adopters); all
    /// when empty.
    public var from: [Located<String>] = []
}

/// An action taken before an example's: its name and literal arguments (parameters it is not
/// given take their own examples, then their defaults).
public struct ExampleStep: Sendable {
    public var action: Located<String>
    public var arguments: [ExampleArgument]
}

/// `"position": 0` in an example's `args`.
public struct ExampleArgument: Sendable {
    public var name: Located<String>
    public var value: JSONNode
}
