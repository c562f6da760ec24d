import StateSpace

/// A counter that may add 1 or 2, up to `limit`; `forbidden` is the value it must avoid.
struct Counter: TransitionSystem {
    var limit = 10
    var forbidden = -1

    enum Action: Sendable { case addOne, addTwo }

    var initialStates: [Int] { [0] }

    func enabledActions(in state: Int, into actions: inout [Action]) {
        if state + 1 <= limit { actions.append(.addOne) }
        if state + 2 <= limit { actions.append(.addTwo) }
    }

    func successor(of state: Int, after action: Action) -> Int {
        action == .addOne ? state + 1 : state + 2
    }

    func isLegitimateEnd(_ state: Int) -> Bool { state == limit }

    var stateInvariants: [StateInvariant<Int>] {
        let forbidden = forbidden
        return [StateInvariant("never \(forbidden)") { $0 != forbidden }]
    }

    var situations: [Situation<Int, Action>] {
        [Situation("reached the limit") { $0.after == limit }]
    }
}

/// Two processes sharing one critical section. With `atomicEntry` false, a process checks
/// that the section is free and only later takes it, so both can get in.
struct Mutex: TransitionSystem {
    var atomicEntry: Bool

    enum Phase: Hashable, Sendable { case idle, checked, critical }

    struct State: Hashable, Sendable {
        var phases: [Phase] = [.idle, .idle]
        var taken = false
    }

    enum Action: Hashable, Sendable {
        case check(Int)
        case enter(Int)
        case leave(Int)
    }

    var initialStates: [State] { [State()] }

    func enabledActions(in state: State, into actions: inout [Action]) {
        for process in 0..<2 {
            switch state.phases[process] {
            case .idle where !state.taken: actions.append(.check(process))
            case .checked where atomicEntry ? !state.taken : true: actions.append(.enter(process))
            case .critical: actions.append(.leave(process))
            default: break
            }
        }
    }

    func successor(of state: State, after action: Action) -> State {
        var next = state
        switch action {
        case .check(let process): next.phases[process] = .checked
        case .enter(let process):
            next.phases[process] = .critical
            next.taken = true
        case .leave(let process):
            next.phases[process] = .idle
            next.taken = false
        }
        return next
    }

    var stateInvariants: [StateInvariant<State>] {
        [StateInvariant("mutual exclusion") { $0.phases.filter { $0 == .critical }.count <= 1 }]
    }

    var stepInvariants: [StepInvariant<State, Action>] {
        [
            StepInvariant("only a process in its section leaves it") { step in
                guard case .leave(let process) = step.action else { return true }
                return step.before.phases[process] == .critical
            }
        ]
    }
}

/// Two processes each taking two locks, in opposite orders: each can hold one lock and wait
/// for the other forever.
struct DiningPair: TransitionSystem {
    struct State: Hashable, Sendable {
        /// How many locks each process holds (it finishes after taking two).
        var held = [0, 0]
        var lockOwner: [Int?] = [nil, nil]
    }

    var initialStates: [State] { [State()] }

    func wanted(by process: Int, holding held: Int) -> Int {
        process == 0 ? held : 1 - held
    }

    func enabledActions(in state: State, into actions: inout [Int]) {
        for process in 0..<2 where state.held[process] < 2 {
            if state.lockOwner[wanted(by: process, holding: state.held[process])] == nil {
                actions.append(process)
            }
        }
    }

    func successor(of state: State, after process: Int) -> State {
        var next = state
        next.lockOwner[wanted(by: process, holding: state.held[process])] = process
        next.held[process] += 1
        if next.held[process] == 2 {
            next.lockOwner = next.lockOwner.map { $0 == process ? nil : $0 }
        }
        return next
    }

    func isLegitimateEnd(_ state: State) -> Bool { state.held == [2, 2] }

    func name(of process: Int) -> String { "process \(process) takes a lock" }
}

/// A client that toggles between asking and being answered, numbering every request. The
/// number only grows, so without a view no state repeats; the view keeps only the phase.
struct NumberedRequests: TransitionSystem {
    var mergesByPhase: Bool

    struct State: Hashable, Sendable {
        var waiting = false
        var requestNumber = 0
    }

    struct View: Hashable, Sendable {
        var waiting: Bool
        var requestNumber: Int?
    }

    var initialStates: [State] { [State()] }

    func enabledActions(in state: State, into actions: inout [Bool]) {
        actions.append(!state.waiting)
    }

    func successor(of state: State, after asks: Bool) -> State {
        State(waiting: asks, requestNumber: state.requestNumber + (asks ? 1 : 0))
    }

    func view(of state: State) -> View {
        View(waiting: state.waiting, requestNumber: mergesByPhase ? nil : state.requestNumber)
    }
}

/// A walk on a grid from the corner, one step right, down or diagonal at a time; big enough
/// for levels to span several parallel chunks.
struct GridWalk: TransitionSystem {
    var size = 120
    var forbidden: [Int] = []

    var initialStates: [[Int]] { [[0, 0]] }

    func enabledActions(in state: [Int], into actions: inout [Int]) {
        if state[0] + 1 < size { actions.append(0) }
        if state[1] + 1 < size { actions.append(1) }
        if state[0] + 1 < size, state[1] + 1 < size { actions.append(2) }
    }

    func successor(of state: [Int], after action: Int) -> [Int] {
        [state[0] + (action == 1 ? 0 : 1), state[1] + (action == 0 ? 0 : 1)]
    }

    func isLegitimateEnd(_ state: [Int]) -> Bool { state == [size - 1, size - 1] }

    var stateInvariants: [StateInvariant<[Int]>] {
        let forbidden = forbidden
        return [StateInvariant("avoids the forbidden cell") { $0 != forbidden }]
    }

    var situations: [Situation<[Int], Int>] {
        [Situation("diagonal step") { $0.action == 2 }]
    }
}

/// Every bit string up to the depth bound: a tree, so no state is reached twice.
struct BinaryTree: TransitionSystem {
    struct State: Hashable, Sendable {
        var length = 0
        var bits: UInt64 = 0
    }

    var initialStates: [State] { [State()] }

    func enabledActions(in state: State, into actions: inout [UInt64]) {
        actions.append(0)
        actions.append(1)
    }

    func successor(of state: State, after bit: UInt64) -> State {
        State(length: state.length + 1, bits: state.bits << 1 | bit)
    }
}
